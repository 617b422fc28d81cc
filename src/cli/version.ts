// The version `svc --version` prints (the package's; a test keeps them equal).
export const VERSION = '0.1.0'
