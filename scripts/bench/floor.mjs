// The floor of a one-request step: a bare node:http GET that writes one output line.
import { request } from 'node:http'

const req = request(
  `${process.env.BENCH_URL}/api/v1/user`,
  { headers: { authorization: `token ${process.env.BENCH_TOKEN}`, accept: 'application/json' } },
  res => {
    let text = ''
    res.setEncoding('utf8')
    res.on('data', c => (text += c))
    res.on('end', () => process.stdout.write(`login=${JSON.parse(text).login}\n`))
  }
)
req.end()
