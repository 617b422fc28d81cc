const b=549,w=[549],D={8234:(v,h,_)=>{_.d(h,{Ay:()=>e,dL:()=>$,kk:()=>m});var a=_(2004),u=_(4589);const $={ShellCompDirectiveError:1,ShellCompDirectiveNoSpace:2,ShellCompDirectiveNoFileComp:4,ShellCompDirectiveFilterFileExt:8,ShellCompDirectiveFilterDirs:16,ShellCompDirectiveKeepOrder:32,shellCompDirectiveMaxValue:64,ShellCompDirectiveDefault:0};var f=class{name;variadic;command;handler;constructor(i,r,t,o=!1){this.command=i,this.name=r,this.handler=t,this.variadic=o}},g=class{value;description;command;handler;alias;isBoolean;constructor(i,r,t,o,l,s){this.command=i,this.value=r,this.description=t,this.handler=o,this.alias=l,this.isBoolean=s}},n=class{value;description;options=new Map;arguments=new Map;parent;constructor(i,r){this.value=i,this.description=r}option(i,r,t,o){let l,s,c;typeof t=="function"?(l=t,s=o,c=!1):typeof t=="string"?(l=void 0,s=t,c=!0):(l=void 0,s=void 0,c=!0);let p=new g(this,i,r,l,s,c);return this.options.set(i,p),this}argument(i,r,t=!1){let o=new f(this,i,r,t);return this.arguments.set(i,o),this}},m=class extends n{commands=new Map;completions=[];directive=$.ShellCompDirectiveDefault;constructor(){super("","")}command(i,r){let t=new n(i,r);return this.commands.set(i,t),t}stripOptions(i){let r=[],t=0;for(;t<i.length;){let o=i[t];if(o.startsWith("-")){t++;let l=!1,s=this.findOption(this,o);if(s)l=s.isBoolean??!1;else for(let[,c]of this.commands){let p=this.findOption(c,o);if(p){l=p.isBoolean??!1;break}}!l&&t<i.length&&!i[t].startsWith("-")&&t++}else r.push(o),t++}return r}matchCommand(i){i=this.stripOptions(i);let r=[],t=[],o=null;for(let l=0;l<i.length;l++){let s=i[l];r.push(s);let c=this.commands.get(r.join(" "));if(c)o=c;else{t=i.slice(l,i.length);break}}return[o||this,t]}shouldCompleteFlags(i,r){if(r.startsWith("-"))return!0;if(i?.startsWith("-")){let t=this.findOption(this,i);if(!t){for(let[,o]of this.commands)if(t=this.findOption(o,i),t)break}return!(t&&t.isBoolean)}return!1}shouldCompleteCommands(i){return!i.startsWith("-")}handleFlagCompletion(i,r,t,o){let l;if(t.includes("=")){let[s]=t.split("=");l=s}else if(o?.startsWith("-")){let s=this.findOption(i,o);s&&!s.isBoolean&&(l=o)}if(l){let s=this.findOption(i,l);if(s?.handler){let c=[];s.handler.call(s,(p,d)=>c.push({value:p,description:d}),i.options),this.completions=c}return}if(t.startsWith("-")){let s=t.startsWith("-")&&!t.startsWith("--"),c=t.replace(/^-+/,"");for(let[p,d]of i.options)s&&d.alias&&`-${d.alias}`.startsWith(t)?this.completions.push({value:`-${d.alias}`,description:d.description}):!s&&p.startsWith(c)&&this.completions.push({value:`--${p}`,description:d.description})}}findOption(i,r){let t=i.options.get(r);if(t||(t=i.options.get(r.replace(/^-+/,"")),t))return t;for(let[o,l]of i.options)if(l.alias&&`-${l.alias}`===r)return l}handleCommandCompletion(i,r){let t=this.stripOptions(i);for(let[o,l]of this.commands){if(o==="")continue;let s=o.split(" ");s.slice(0,t.length).every((c,p)=>c===t[p])&&s[t.length]?.startsWith(r)&&this.completions.push({value:s[t.length],description:l.description})}}handlePositionalCompletion(i,r){let t=this.stripOptions(r),o=i.value.split(" ").length,l=Math.max(0,t.length-o),s=Array.from(i.arguments.entries());if(s.length>0){let c;if(l<s.length){let[p,d]=s[l];c=d}else{let p=s[s.length-1][1];p.variadic&&(c=p)}if(c&&c.handler&&typeof c.handler=="function"){let p=[];c.handler.call(c,(d,C)=>p.push({value:d,description:C}),i.options),this.completions.push(...p)}}}complete(i){this.directive=$.ShellCompDirectiveNoFileComp;let r=new Set;this.completions.filter(t=>r.has(t.value)?!1:(r.add(t.value),!0)).filter(t=>{if(i.includes("=")){let[,o]=i.split("=");return t.value.startsWith(o)}return t.value.startsWith(i)}).forEach(t=>console.log(`${t.value}	${t.description??""}`)),console.log(`:${this.directive}`)}parse(i){this.completions=[];let r=i[i.length-1]==="";r&&i.pop();let t=i[i.length-1]||"",o=i.slice(0,-1);r&&(t!==""&&o.push(t),t="");let[l]=this.matchCommand(o),s=o[o.length-1];this.shouldCompleteFlags(s,t)?this.handleFlagCompletion(l,o,t,s):(this.shouldCompleteCommands(t)&&this.handleCommandCompletion(o,t),l&&l.arguments.size>0&&this.handlePositionalCompletion(l,o)),this.complete(t)}setup(i,r,t){switch(u(t==="zsh"||t==="bash"||t==="fish"||t==="powershell","Unsupported shell"),t){case"zsh":{let o=(0,a.i)(i,r);console.log(o);break}case"bash":{let o=(0,a.r)(i,r);console.log(o);break}case"fish":{let o=(0,a.n)(i,r);console.log(o);break}case"powershell":{let o=(0,a.t)(i,r);console.log(o);break}}}};const e=new m},2004:(v,h,_)=>{_.d(h,{i:()=>u,n:()=>f,r:()=>$,t:()=>g});var a=_(8234);function u(n,m){return`#compdef ${n}
compdef _${n} ${n}

# zsh completion for ${n} -*- shell-script -*-

__${n}_debug() {
    local file="$BASH_COMP_DEBUG_FILE"
    if [[ -n \${file} ]]; then
        echo "$*" >> "\${file}"
    fi
}

_${n}() {
    local shellCompDirectiveError=${a.dL.ShellCompDirectiveError}
    local shellCompDirectiveNoSpace=${a.dL.ShellCompDirectiveNoSpace}
    local shellCompDirectiveNoFileComp=${a.dL.ShellCompDirectiveNoFileComp}
    local shellCompDirectiveFilterFileExt=${a.dL.ShellCompDirectiveFilterFileExt}
    local shellCompDirectiveFilterDirs=${a.dL.ShellCompDirectiveFilterDirs}
    local shellCompDirectiveKeepOrder=${a.dL.ShellCompDirectiveKeepOrder}

    local lastParam lastChar flagPrefix requestComp out directive comp lastComp noSpace keepOrder
    local -a completions

    __${n}_debug "\\n========= starting completion logic =========="
    __${n}_debug "CURRENT: \${CURRENT}, words[*]: \${words[*]}"

    # The user could have moved the cursor backwards on the command-line.
    # We need to trigger completion from the $CURRENT location, so we need
    # to truncate the command-line ($words) up to the $CURRENT location.
    # (We cannot use $CURSOR as its value does not work when a command is an alias.)
    words=( "\${=words[1,CURRENT]}" )
    __${n}_debug "Truncated words[*]: \${words[*]},"

    lastParam=\${words[-1]}
    lastChar=\${lastParam[-1]}
    __${n}_debug "lastParam: \${lastParam}, lastChar: \${lastChar}"

    # For zsh, when completing a flag with an = (e.g., ${n} -n=<TAB>)
    # completions must be prefixed with the flag
    setopt local_options BASH_REMATCH
    if [[ "\${lastParam}" =~ '-.*=' ]]; then
        # We are dealing with a flag with an =
        flagPrefix="-P \${BASH_REMATCH}"
    fi

    # Prepare the command to obtain completions, ensuring arguments are quoted for eval
    local -a args_to_quote=("\${(@)words[2,-1]}")
    if [ "\${lastChar}" = "" ] && [ "\${args_to_quote[-1]}" != "" ]; then
        # If the last parameter is complete (there is a space following it)
        # We add an extra empty parameter so we can indicate this to the go completion code.
        __${n}_debug "Adding extra empty parameter"
        args_to_quote+=("")
    fi

    # Use Zsh's (q) flag to quote each argument safely for eval
    local quoted_args=("\${(@q)args_to_quote}")

    # Join the main command and the quoted arguments into a single string for eval
    requestComp="${m} complete -- \${quoted_args[*]}"

    __${n}_debug "About to call: eval \${requestComp}"

    # Use eval to handle any environment variables and such
    out=$(eval \${requestComp} 2>/dev/null)
    __${n}_debug "completion output: \${out}"

    # Extract the directive integer following a : from the last line
    local lastLine
    while IFS='
' read -r line; do
        lastLine=\${line}
    done < <(printf "%s
" "\${out[@]}")
    __${n}_debug "last line: \${lastLine}"

    if [ "\${lastLine[1]}" = : ]; then
        directive=\${lastLine[2,-1]}
        # Remove the directive including the : and the newline
        local suffix
        (( suffix=\${#lastLine}+2))
        out=\${out[1,-$suffix]}
    else
        # There is no directive specified.  Leave $out as is.
        __${n}_debug "No directive found.  Setting to default"
        directive=0
    fi

    __${n}_debug "directive: \${directive}"
    __${n}_debug "completions: \${out}"
    __${n}_debug "flagPrefix: \${flagPrefix}"

    if [ $((directive & shellCompDirectiveError)) -ne 0 ]; then
        __${n}_debug "Completion received error. Ignoring completions."
        return
    fi

    local activeHelpMarker="%"
    local endIndex=\${#activeHelpMarker}
    local startIndex=$((\${#activeHelpMarker}+1))
    local hasActiveHelp=0
    while IFS='
' read -r comp; do
        # Check if this is an activeHelp statement (i.e., prefixed with $activeHelpMarker)
        if [ "\${comp[1,$endIndex]}" = "$activeHelpMarker" ];then
            __${n}_debug "ActiveHelp found: $comp"
            comp="\${comp[$startIndex,-1]}"
            if [ -n "$comp" ]; then
                compadd -x "\${comp}"
                __${n}_debug "ActiveHelp will need delimiter"
                hasActiveHelp=1
            fi
            continue
        fi

        if [ -n "$comp" ]; then
            # If requested, completions are returned with a description.
            # The description is preceded by a TAB character.
            # For zsh's _describe, we need to use a : instead of a TAB.
            # We first need to escape any : as part of the completion itself.
            comp=\${comp//:/\\:}

            local tab="$(printf '\\t')"
            comp=\${comp//$tab/:}

            __${n}_debug "Adding completion: \${comp}"
            completions+=\${comp}
            lastComp=$comp
        fi
    done < <(printf "%s
" "\${out[@]}")

    # Add a delimiter after the activeHelp statements, but only if:
    # - there are completions following the activeHelp statements, or
    # - file completion will be performed (so there will be choices after the activeHelp)
    if [ $hasActiveHelp -eq 1 ]; then
        if [ \${#completions} -ne 0 ] || [ $((directive & shellCompDirectiveNoFileComp)) -eq 0 ]; then
            __${n}_debug "Adding activeHelp delimiter"
            compadd -x "--"
            hasActiveHelp=0
        fi
    fi

    if [ $((directive & shellCompDirectiveNoSpace)) -ne 0 ]; then
        __${n}_debug "Activating nospace."
        noSpace="-S ''"
    fi

    if [ $((directive & shellCompDirectiveKeepOrder)) -ne 0 ]; then
        __${n}_debug "Activating keep order."
        keepOrder="-V"
    fi

    if [ $((directive & shellCompDirectiveFilterFileExt)) -ne 0 ]; then
        # File extension filtering
        local filteringCmd
        filteringCmd='_files'
        for filter in \${completions[@]}; do
            if [ \${filter[1]} != '*' ]; then
                # zsh requires a glob pattern to do file filtering
                filter="\\*.$filter"
            fi
            filteringCmd+=" -g $filter"
        done
        filteringCmd+=" \${flagPrefix}"

        __${n}_debug "File filtering command: $filteringCmd"
        _arguments '*:filename:'"$filteringCmd"
    elif [ $((directive & shellCompDirectiveFilterDirs)) -ne 0 ]; then
        # File completion for directories only
        local subdir
        subdir="\${completions[1]}"
        if [ -n "$subdir" ]; then
            __${n}_debug "Listing directories in $subdir"
            pushd "\${subdir}" >/dev/null 2>&1
        else
            __${n}_debug "Listing directories in ."
        fi

        local result
        _arguments '*:dirname:_files -/'" \${flagPrefix}"
        result=$?
        if [ -n "$subdir" ]; then
            popd >/dev/null 2>&1
        fi
        return $result
    else
        __${n}_debug "Calling _describe"
        if eval _describe $keepOrder "completions" completions -Q \${flagPrefix} \${noSpace}; then
            __${n}_debug "_describe found some completions"

            # Return the success of having called _describe
            return 0
        else
            __${n}_debug "_describe did not find completions."
            __${n}_debug "Checking if we should do file completion."
            if [ $((directive & shellCompDirectiveNoFileComp)) -ne 0 ]; then
                __${n}_debug "deactivating file completion"

                # Return 0 to indicate completion is finished and prevent zsh from
                # trying other completion algorithms (which could cause hanging).
                # We use NoFileComp directive to explicitly disable file completion.
                return 0
            else
                # Perform file completion
                __${n}_debug "Activating file completion"

                # We must return the result of this command, so it must be the
                # last command, or else we must store its result to return it.
                _arguments '*:filename:_files'" \${flagPrefix}"
            fi
        fi
    fi
}

# don't run the completion function when being sourced or eval-ed
if [ "\${funcstack[1]}" = "_${n}" ]; then
    _${n}
fi
`}function $(n,m){let e=n.replace(/[-:]/g,"_");return`# bash completion for ${n}

# Define shell completion directives
readonly ShellCompDirectiveError=${a.dL.ShellCompDirectiveError}
readonly ShellCompDirectiveNoSpace=${a.dL.ShellCompDirectiveNoSpace}
readonly ShellCompDirectiveNoFileComp=${a.dL.ShellCompDirectiveNoFileComp}
readonly ShellCompDirectiveFilterFileExt=${a.dL.ShellCompDirectiveFilterFileExt}
readonly ShellCompDirectiveFilterDirs=${a.dL.ShellCompDirectiveFilterDirs}
readonly ShellCompDirectiveKeepOrder=${a.dL.ShellCompDirectiveKeepOrder}

# Function to debug completion
__${e}_debug() {
    if [[ -n \${BASH_COMP_DEBUG_FILE:-} ]]; then
        echo "$*" >> "\${BASH_COMP_DEBUG_FILE}"
    fi
}

# Function to handle completions
__${e}_complete() {
    local cur prev words cword
    _get_comp_words_by_ref -n "=:" cur prev words cword

    local requestComp out directive
    
    # Build the command to get completions
    requestComp="${m} complete -- \${words[@]:1}"
    
    # Add an empty parameter if the last parameter is complete
    if [[ -z "$cur" ]]; then
        requestComp="$requestComp ''"
    fi
    
    # Get completions from the program
    out=$(eval "$requestComp" 2>/dev/null)
    
    # Extract directive if present
    directive=0
    if [[ "$out" == *:* ]]; then
        directive=\${out##*:}
        out=\${out%:*}
    fi
    
    # Process completions based on directive
    if [[ $((directive & $ShellCompDirectiveError)) -ne 0 ]]; then
        # Error, no completion
        return
    fi
    
    # Apply directives
    if [[ $((directive & $ShellCompDirectiveNoSpace)) -ne 0 ]]; then
        compopt -o nospace
    fi
    if [[ $((directive & $ShellCompDirectiveKeepOrder)) -ne 0 ]]; then
        compopt -o nosort
    fi
    if [[ $((directive & $ShellCompDirectiveNoFileComp)) -ne 0 ]]; then
        compopt +o default
    fi
    
    # Handle file extension filtering
    if [[ $((directive & $ShellCompDirectiveFilterFileExt)) -ne 0 ]]; then
        local filter=""
        for ext in $out; do
            filter="$filter|$ext"
        done
        filter="\\.($filter)"
        compopt -o filenames
        COMPREPLY=( $(compgen -f -X "!$filter" -- "$cur") )
        return
    fi
    
    # Handle directory filtering
    if [[ $((directive & $ShellCompDirectiveFilterDirs)) -ne 0 ]]; then
        compopt -o dirnames
        COMPREPLY=( $(compgen -d -- "$cur") )
        return
    fi
    
    # Process completions
    local IFS=$'\\n'
    local tab=$(printf '\\t')
    
    # Parse completions with descriptions
    local completions=()
    while read -r comp; do
        if [[ "$comp" == *$tab* ]]; then
            # Split completion and description
            local value=\${comp%%$tab*}
            local desc=\${comp#*$tab}
            completions+=("$value")
        else
            completions+=("$comp")
        fi
    done <<< "$out"
    
    # Return completions
    COMPREPLY=( $(compgen -W "\${completions[*]}" -- "$cur") )
}

# Register completion function
complete -F __${e}_complete ${n}
`}function f(n,m){let e=n.replace(/[-:]/g,"_"),i=a.dL.ShellCompDirectiveError,r=a.dL.ShellCompDirectiveNoSpace,t=a.dL.ShellCompDirectiveNoFileComp,o=a.dL.ShellCompDirectiveFilterFileExt,l=a.dL.ShellCompDirectiveFilterDirs;return`# fish completion for ${n} -*- shell-script -*-

function __${e}_debug
    set -l file "$BASH_COMP_DEBUG_FILE"
    if test -n "$file"
        echo "$argv" >> $file
    end
end

function __${e}_perform_completion
    __${e}_debug "Starting __${e}_perform_completion"

    # Extract all args except the last one
    set -l args (commandline -opc)
    # Extract the token currently being completed (may be empty on a trailing space)
    set -l lastArg (commandline -ct)

    __${e}_debug "args: $args"
    __${e}_debug "last arg: $lastArg"

    # Pass each arg as its own token (no string join/eval, which would collapse multi-segment paths); quote "$lastArg" so an empty trailing token is still sent.
    __${e}_debug "Calling ${m} complete -- $args[2..-1] $lastArg"
    set -l results (${m} complete -- $args[2..-1] "$lastArg" 2> /dev/null)

    # Some programs may output extra empty lines after the directive.
    # Let's ignore them or else it will break completion.
    # Ref: https://github.com/spf13/cobra/issues/1279
    for line in $results[-1..1]
        if test (string trim -- $line) = ""
            # Found an empty line, remove it
            set results $results[1..-2]
        else
            # Found non-empty line, we have our proper output
            break
        end
    end

    set -l comps $results[1..-2]
    set -l directiveLine $results[-1]

    # For Fish, when completing a flag with an = (e.g., <program> -n=<TAB>)
    # completions must be prefixed with the flag
    set -l flagPrefix (string match -r -- '-.*=' "$lastArg")

    __${e}_debug "Comps: $comps"
    __${e}_debug "DirectiveLine: $directiveLine"
    __${e}_debug "flagPrefix: $flagPrefix"

    for comp in $comps
        printf "%s%s\\n" "$flagPrefix" "$comp"
    end

    printf "%s\\n" "$directiveLine"
end

# This function limits calls to __${e}_perform_completion, by caching the result
function __${e}_perform_completion_once
    __${e}_debug "Starting __${e}_perform_completion_once"

    if test -n "$__${e}_perform_completion_once_result"
        __${e}_debug "Seems like a valid result already exists, skipping __${e}_perform_completion"
        return 0
    end

    set --global __${e}_perform_completion_once_result (__${e}_perform_completion)
    if test -z "$__${e}_perform_completion_once_result"
        __${e}_debug "No completions, probably due to a failure"
        return 1
    end

    __${e}_debug "Performed completions and set __${e}_perform_completion_once_result"
    return 0
end

# This function is used to clear the cached result after completions are run
function __${e}_clear_perform_completion_once_result
    __${e}_debug ""
    __${e}_debug "========= clearing previously set __${e}_perform_completion_once_result variable =========="
    set --erase __${e}_perform_completion_once_result
    __${e}_debug "Successfully erased the variable __${e}_perform_completion_once_result"
end

function __${e}_requires_order_preservation
    __${e}_debug ""
    __${e}_debug "========= checking if order preservation is required =========="

    __${e}_perform_completion_once
    if test -z "$__${e}_perform_completion_once_result"
        __${e}_debug "Error determining if order preservation is required"
        return 1
    end

    set -l directive (string sub --start 2 $__${e}_perform_completion_once_result[-1])
    __${e}_debug "Directive is: $directive"

    set -l shellCompDirectiveKeepOrder ${a.dL.ShellCompDirectiveKeepOrder}
    set -l keeporder (math (math --scale 0 $directive / $shellCompDirectiveKeepOrder) % 2)
    __${e}_debug "Keeporder is: $keeporder"

    if test $keeporder -ne 0
        __${e}_debug "This does require order preservation"
        return 0
    end

    __${e}_debug "This doesn't require order preservation"
    return 1
end

# This function does two things:
# - Obtain the completions and store them in the global __${e}_comp_results
# - Return false if file completion should be performed
function __${e}_prepare_completions
    __${e}_debug ""
    __${e}_debug "========= starting completion logic =========="

    # Start fresh
    set --erase __${e}_comp_results

    __${e}_perform_completion_once
    __${e}_debug "Completion results: $__${e}_perform_completion_once_result"

    if test -z "$__${e}_perform_completion_once_result"
        __${e}_debug "No completion, probably due to a failure"
        # Might as well do file completion, in case it helps
        return 1
    end

    set -l directive (string sub --start 2 $__${e}_perform_completion_once_result[-1])
    set --global __${e}_comp_results $__${e}_perform_completion_once_result[1..-2]

    __${e}_debug "Completions are: $__${e}_comp_results"
    __${e}_debug "Directive is: $directive"

    set -l shellCompDirectiveError ${i}
    set -l shellCompDirectiveNoSpace ${r}
    set -l shellCompDirectiveNoFileComp ${t}
    set -l shellCompDirectiveFilterFileExt ${o}
    set -l shellCompDirectiveFilterDirs ${l}

    if test -z "$directive"
        set directive 0
    end

    set -l compErr (math (math --scale 0 $directive / $shellCompDirectiveError) % 2)
    if test $compErr -eq 1
        __${e}_debug "Received error directive: aborting."
        # Might as well do file completion, in case it helps
        return 1
    end

    set -l filefilter (math (math --scale 0 $directive / $shellCompDirectiveFilterFileExt) % 2)
    set -l dirfilter (math (math --scale 0 $directive / $shellCompDirectiveFilterDirs) % 2)
    if test $filefilter -eq 1; or test $dirfilter -eq 1
        __${e}_debug "File extension filtering or directory filtering not supported"
        # Do full file completion instead
        return 1
    end

    set -l nospace (math (math --scale 0 $directive / $shellCompDirectiveNoSpace) % 2)
    set -l nofiles (math (math --scale 0 $directive / $shellCompDirectiveNoFileComp) % 2)

    __${e}_debug "nospace: $nospace, nofiles: $nofiles"

    # If we want to prevent a space, or if file completion is NOT disabled,
    # we need to count the number of valid completions.
    # To do so, we will filter on prefix as the completions we have received
    # may not already be filtered so as to allow fish to match on different
    # criteria than the prefix.
    if test $nospace -ne 0; or test $nofiles -eq 0
        set -l prefix (commandline -t | string escape --style=regex)
        __${e}_debug "prefix: $prefix"

        set -l completions (string match -r -- "^$prefix.*" $__${e}_comp_results)
        set --global __${e}_comp_results $completions
        __${e}_debug "Filtered completions are: $__${e}_comp_results"

        # Important not to quote the variable for count to work
        set -l numComps (count $__${e}_comp_results)
        __${e}_debug "numComps: $numComps"

        if test $numComps -eq 1; and test $nospace -ne 0
            # We must first split on \\t to get rid of the descriptions to be
            # able to check what the actual completion will be.
            # We don't need descriptions anyway since there is only a single
            # real completion which the shell will expand immediately.
            set -l split (string split --max 1 "\\t" $__${e}_comp_results[1])

            # Fish won't add a space if the completion ends with any
            # of the following characters: @=/:.,
            set -l lastChar (string sub -s -1 -- $split)
            if not string match -r -q "[@=/:.,]" -- "$lastChar"
                # In other cases, to support the "nospace" directive we trick the shell
                # by outputting an extra, longer completion.
                __${e}_debug "Adding second completion to perform nospace directive"
                set --global __${e}_comp_results $split[1] $split[1].
                __${e}_debug "Completions are now: $__${e}_comp_results"
            end
        end

        if test $numComps -eq 0; and test $nofiles -eq 0
            # To be consistent with bash and zsh, we only trigger file
            # completion when there are no other completions
            __${e}_debug "Requesting file completion"
            return 1
        end
    end

    return 0
end

# Since Fish completions are only loaded once the user triggers them, we trigger them ourselves
# so we can properly delete any completions provided by another script.
# Only do this if the program can be found, or else fish may print some errors; besides,
# the existing completions will only be loaded if the program can be found.
if type -q "${n}"
    # The space after the program name is essential to trigger completion for the program
    # and not completion of the program name itself.
    # Also, we use '> /dev/null 2>&1' since '&>' is not supported in older versions of fish.
    complete --do-complete "${n} " > /dev/null 2>&1
end

# Remove any pre-existing completions for the program since we will be handling all of them.
complete -c ${n} -e

# This will get called after the two calls below and clear the cached result
complete -c ${n} -n '__${e}_clear_perform_completion_once_result'
# The call to __${e}_prepare_completions will setup __${e}_comp_results
# which provides the program's completion choices.
# If this doesn't require order preservation, we don't use the -k flag
complete -c ${n} -n 'not __${e}_requires_order_preservation && __${e}_prepare_completions' -f -a '$__${e}_comp_results'
# Otherwise we use the -k flag
complete -k -c ${n} -n '__${e}_requires_order_preservation && __${e}_prepare_completions' -f -a '$__${e}_comp_results'
`}function g(n,m){let e=n.replace(/[-:]/g,"_");return`# powershell completion for ${n} -*- shell-script -*-

  [Console]::OutputEncoding = [System.Text.Encoding]::UTF8
    function __${n}_debug {
        if ($env:BASH_COMP_DEBUG_FILE) {
            "$args" | Out-File -Append -FilePath "$env:BASH_COMP_DEBUG_FILE"
        }
    }

    filter __${n}_escapeStringWithSpecialChars {
        $_ -replace '\\s|#|@|\\$|;|,|''|\\{|\\}|\\(|\\)|"|\\||<|>|&','\`$&'
    }

[scriptblock]$__${e}CompleterBlock = {
    param(
            $WordToComplete,
            $CommandAst,
            $CursorPosition
        )

    # Get the current command line and convert into a string
    $Command = $CommandAst.CommandElements
    $Command = "$Command"

    __${n}_debug ""
    __${n}_debug "========= starting completion logic =========="
    __${n}_debug "WordToComplete: $WordToComplete Command: $Command CursorPosition: $CursorPosition"

    # The user could have moved the cursor backwards on the command-line.
    # We need to trigger completion from the $CursorPosition location, so we need
    # to truncate the command-line ($Command) up to the $CursorPosition location.
    # Make sure the $Command is longer then the $CursorPosition before we truncate.
    # This happens because the $Command does not include the last space.
    if ($Command.Length -gt $CursorPosition) {
        $Command = $Command.Substring(0, $CursorPosition)
    }
    __${n}_debug "Truncated command: $Command"

    $ShellCompDirectiveError=${a.dL.ShellCompDirectiveError}
    $ShellCompDirectiveNoSpace=${a.dL.ShellCompDirectiveNoSpace}
    $ShellCompDirectiveNoFileComp=${a.dL.ShellCompDirectiveNoFileComp}
    $ShellCompDirectiveFilterFileExt=${a.dL.ShellCompDirectiveFilterFileExt}
    $ShellCompDirectiveFilterDirs=${a.dL.ShellCompDirectiveFilterDirs}
    $ShellCompDirectiveKeepOrder=${a.dL.ShellCompDirectiveKeepOrder}

    # Prepare the command to request completions for the program.
    # Split the command at the first space to separate the program and arguments.
    $Program, $Arguments = $Command.Split(" ", 2)

    $QuotedArgs = ($Arguments -split ' ' | ForEach-Object { "'" + ($_ -replace "'", "''") + "'" }) -join ' '
    __${n}_debug "QuotedArgs: $QuotedArgs"

    $RequestComp = "& ${m} complete '--' $QuotedArgs"
    __${n}_debug "RequestComp: $RequestComp"

    # we cannot use $WordToComplete because it
    # has the wrong values if the cursor was moved
    # so use the last argument
    if ($WordToComplete -ne "" ) {
        $WordToComplete = $Arguments.Split(" ")[-1]
    }
    __${n}_debug "New WordToComplete: $WordToComplete"


    # Check for flag with equal sign
    $IsEqualFlag = ($WordToComplete -Like "--*=*" )
    if ( $IsEqualFlag ) {
        __${n}_debug "Completing equal sign flag"
        # Remove the flag part
        $Flag, $WordToComplete = $WordToComplete.Split("=", 2)
    }
    $HasTrailingEmptyArg = $QuotedArgs -match "(^| )''$"
    __${n}_debug "HasTrailingEmptyArg: $HasTrailingEmptyArg"
    
    if ( $WordToComplete -eq "" -And ( -Not $IsEqualFlag ) -And ( -Not $HasTrailingEmptyArg )) {
        # If the last parameter is complete (there is a space following it)
        # We add an extra empty parameter so we can indicate this to the go method.
        __${n}_debug "Adding extra empty parameter"
        # PowerShell 7.2+ changed the way how the arguments are passed to executables,
        # so for pre-7.2 or when Legacy argument passing is enabled we need to use
        if ($PSVersionTable.PsVersion -lt [version]'7.2.0' -or
            ($PSVersionTable.PsVersion -lt [version]'7.3.0' -and -not [ExperimentalFeature]::IsEnabled("PSNativeCommandArgumentPassing")) -or
            (($PSVersionTable.PsVersion -ge [version]'7.3.0' -or [ExperimentalFeature]::IsEnabled("PSNativeCommandArgumentPassing")) -and
              $PSNativeCommandArgumentPassing -eq 'Legacy')) {
             $RequestComp="$RequestComp" + ' \`"\`"'
        } else {
             $RequestComp = "$RequestComp" + ' ""'
        }
    }

    __${n}_debug "Calling $RequestComp"
    # First disable ActiveHelp which is not supported for Powershell
    $env:ActiveHelp = 0

    # call the command store the output in $out and redirect stderr and stdout to null
    # $Out is an array contains each line per element
    Invoke-Expression -OutVariable out "$RequestComp" 2>&1 | Out-Null

    # get directive from last line
    [int]$Directive = $Out[-1].TrimStart(':')
    if ($Directive -eq "") {
        # There is no directive specified
        $Directive = 0
    }
    __${n}_debug "The completion directive is: $Directive"

    # remove directive (last element) from out
    $Out = $Out | Where-Object { $_ -ne $Out[-1] }
    __${n}_debug "The completions are: $Out"

    if (($Directive -band $ShellCompDirectiveError) -ne 0 ) {
        # Error code.  No completion.
        __${n}_debug "Received error from custom completion go code"
        return
    }

    $Longest = 0
    [Array]$Values = $Out | ForEach-Object {
        # Split the output in name and description
        $Name, $Description = $_.Split("\`t", 2)
        __${n}_debug "Name: $Name Description: $Description"

        # Look for the longest completion so that we can format things nicely
        if ($Longest -lt $Name.Length) {
            $Longest = $Name.Length
        }

        # Set the description to a one space string if there is none set.
        # This is needed because the CompletionResult does not accept an empty string as argument
        if (-Not $Description) {
            $Description = " "
        }
        @{ Name = "$Name"; Description = "$Description" }
    }


    $Space = " "
    if (($Directive -band $ShellCompDirectiveNoSpace) -ne 0 ) {
        # remove the space here
        __${n}_debug "ShellCompDirectiveNoSpace is called"
        $Space = ""
    }

    if ((($Directive -band $ShellCompDirectiveFilterFileExt) -ne 0 ) -or
       (($Directive -band $ShellCompDirectiveFilterDirs) -ne 0 ))  {
        __${n}_debug "ShellCompDirectiveFilterFileExt ShellCompDirectiveFilterDirs are not supported"

        # return here to prevent the completion of the extensions
        return
    }

    $Values = $Values | Where-Object {
        # filter the result
        $_.Name -like "$WordToComplete*"

        # Join the flag back if we have an equal sign flag
        if ( $IsEqualFlag ) {
            __${n}_debug "Join the equal sign flag back to the completion value"
            $_.Name = $Flag + "=" + $_.Name
        }
    }

    # we sort the values in ascending order by name if keep order isn't passed
    if (($Directive -band $ShellCompDirectiveKeepOrder) -eq 0 ) {
        $Values = $Values | Sort-Object -Property Name
    }

    if (($Directive -band $ShellCompDirectiveNoFileComp) -ne 0 ) {
        __${n}_debug "ShellCompDirectiveNoFileComp is called"

        if ($Values.Length -eq 0) {
            # Just print an empty string here so the
            # shell does not start to complete paths.
            # We cannot use CompletionResult here because
            # it does not accept an empty string as argument.
            ""
            return
        }
    }

    # Get the current mode
    $Mode = (Get-PSReadLineKeyHandler | Where-Object { $_.Key -eq "Tab" }).Function
    __${n}_debug "Mode: $Mode"

    $Values | ForEach-Object {

        # store temporary because switch will overwrite $_
        $comp = $_

        # PowerShell supports three different completion modes
        # - TabCompleteNext (default windows style - on each key press the next option is displayed)
        # - Complete (works like bash)
        # - MenuComplete (works like zsh)
        # You set the mode with Set-PSReadLineKeyHandler -Key Tab -Function <mode>

        # CompletionResult Arguments:
        # 1) CompletionText text to be used as the auto completion result
        # 2) ListItemText   text to be displayed in the suggestion list
        # 3) ResultType     type of completion result
        # 4) ToolTip        text for the tooltip with details about the object

        switch ($Mode) {

            # bash like
            "Complete" {

                if ($Values.Length -eq 1) {
                    __${n}_debug "Only one completion left"

                    # insert space after value
                    [System.Management.Automation.CompletionResult]::new($($comp.Name | __${n}_escapeStringWithSpecialChars) + $Space, "$($comp.Name)", 'ParameterValue', "$($comp.Description)")

                } else {
                    # Add the proper number of spaces to align the descriptions
                    while($comp.Name.Length -lt $Longest) {
                        $comp.Name = $comp.Name + " "
                    }

                    # Check for empty description and only add parentheses if needed
                    if ($($comp.Description) -eq " " ) {
                        $Description = ""
                    } else {
                        $Description = "  ($($comp.Description))"
                    }

                    [System.Management.Automation.CompletionResult]::new("$($comp.Name)$Description", "$($comp.Name)$Description", 'ParameterValue', "$($comp.Description)")
                }
             }

            # zsh like
            "MenuComplete" {
                # insert space after value
                # MenuComplete will automatically show the ToolTip of
                # the highlighted value at the bottom of the suggestions.
                [System.Management.Automation.CompletionResult]::new($($comp.Name | __${n}_escapeStringWithSpecialChars) + $Space, "$($comp.Name)", 'ParameterValue', "$($comp.Description)")
            }

            # TabCompleteNext and in case we get something unknown
            Default {
                # Like MenuComplete but we don't want to add a space here because
                # the user need to press space anyway to get the completion.
                # Description will not be shown because that's not possible with TabCompleteNext
                [System.Management.Automation.CompletionResult]::new($($comp.Name | __${n}_escapeStringWithSpecialChars), "$($comp.Name)", 'ParameterValue', "$($comp.Description)")
            }
        }

    }
}

Register-ArgumentCompleter -CommandName '${n}' -ScriptBlock $__${e}CompleterBlock
`}}};export{b as id,w as ids,D as modules};
//# sourceMappingURL=cli.549.js.map
