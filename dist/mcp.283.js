const q=283,T=[283],O={1283:(P,u,h)=>{h.r(u),h.d(u,{default:()=>E});var C=h(4589);const s={ShellCompDirectiveError:1,ShellCompDirectiveNoSpace:2,ShellCompDirectiveNoFileComp:4,ShellCompDirectiveFilterFileExt:8,ShellCompDirectiveFilterDirs:16,ShellCompDirectiveKeepOrder:32,shellCompDirectiveMaxValue:64,ShellCompDirectiveDefault:0};var b=class{name;variadic;command;handler;constructor(n,i,e,t=!1){this.command=n,this.name=i,this.handler=e,this.variadic=t}},w=class{value;description;command;handler;alias;isBoolean;constructor(n,i,e,t,o,r){this.command=n,this.value=i,this.description=e,this.handler=t,this.alias=o,this.isBoolean=r}},$=class{value;description;options=new Map;arguments=new Map;parent;constructor(n,i){this.value=n,this.description=i}option(n,i,e,t){let o,r,l;typeof e=="function"?(o=e,r=t,l=!1):typeof e=="string"?(o=void 0,r=e,l=!0):(o=void 0,r=void 0,l=!0);let a=new w(this,n,i,o,r,l);return this.options.set(n,a),this}argument(n,i,e=!1){let t=new b(this,n,i,e);return this.arguments.set(n,t),this}},D=class extends ${commands=new Map;completions=[];directive=s.ShellCompDirectiveDefault;constructor(){super("","")}command(n,i){let e=new $(n,i);return this.commands.set(n,e),e}stripOptions(n){let i=[],e=0;for(;e<n.length;){let t=n[e];if(t.startsWith("-")){e++;let o=!1,r=this.findOption(this,t);if(r)o=r.isBoolean??!1;else for(let[,l]of this.commands){let a=this.findOption(l,t);if(a){o=a.isBoolean??!1;break}}!o&&e<n.length&&!n[e].startsWith("-")&&e++}else i.push(t),e++}return i}matchCommand(n){n=this.stripOptions(n);let i=[],e=[],t=null;for(let o=0;o<n.length;o++){let r=n[o];i.push(r);let l=this.commands.get(i.join(" "));if(l)t=l;else{e=n.slice(o,n.length);break}}return[t||this,e]}shouldCompleteFlags(n,i){if(i.startsWith("-"))return!0;if(n?.startsWith("-")){let e=this.findOption(this,n);if(!e){for(let[,t]of this.commands)if(e=this.findOption(t,n),e)break}return!(e&&e.isBoolean)}return!1}shouldCompleteCommands(n){return!n.startsWith("-")}handleFlagCompletion(n,i,e,t){let o;if(e.includes("=")){let[r]=e.split("=");o=r}else if(t?.startsWith("-")){let r=this.findOption(n,t);r&&!r.isBoolean&&(o=t)}if(o){let r=this.findOption(n,o);if(r?.handler){let l=[];r.handler.call(r,(a,c)=>l.push({value:a,description:c}),n.options),this.completions=l}return}if(e.startsWith("-")){let r=e.startsWith("-")&&!e.startsWith("--"),l=e.replace(/^-+/,"");for(let[a,c]of n.options)r&&c.alias&&`-${c.alias}`.startsWith(e)?this.completions.push({value:`-${c.alias}`,description:c.description}):!r&&a.startsWith(l)&&this.completions.push({value:`--${a}`,description:c.description})}}findOption(n,i){let e=n.options.get(i);if(e||(e=n.options.get(i.replace(/^-+/,"")),e))return e;for(let[t,o]of n.options)if(o.alias&&`-${o.alias}`===i)return o}handleCommandCompletion(n,i){let e=this.stripOptions(n);for(let[t,o]of this.commands){if(t==="")continue;let r=t.split(" ");r.slice(0,e.length).every((l,a)=>l===e[a])&&r[e.length]?.startsWith(i)&&this.completions.push({value:r[e.length],description:o.description})}}handlePositionalCompletion(n,i){let e=this.stripOptions(i),t=n.value.split(" ").length,o=Math.max(0,e.length-t),r=Array.from(n.arguments.entries());if(r.length>0){let l;if(o<r.length){let[a,c]=r[o];l=c}else{let a=r[r.length-1][1];a.variadic&&(l=a)}if(l&&l.handler&&typeof l.handler=="function"){let a=[];l.handler.call(l,(c,m)=>a.push({value:c,description:m}),n.options),this.completions.push(...a)}}}complete(n){this.directive=s.ShellCompDirectiveNoFileComp;let i=new Set;this.completions.filter(e=>i.has(e.value)?!1:(i.add(e.value),!0)).filter(e=>{if(n.includes("=")){let[,t]=n.split("=");return e.value.startsWith(t)}return e.value.startsWith(n)}).forEach(e=>console.log(`${e.value}	${e.description??""}`)),console.log(`:${this.directive}`)}parse(n){this.completions=[];let i=n[n.length-1]==="";i&&n.pop();let e=n[n.length-1]||"",t=n.slice(0,-1);i&&(e!==""&&t.push(e),e="");let[o]=this.matchCommand(t),r=t[t.length-1];this.shouldCompleteFlags(r,e)?this.handleFlagCompletion(o,t,e,r):(this.shouldCompleteCommands(e)&&this.handleCommandCompletion(t,e),o&&o.arguments.size>0&&this.handlePositionalCompletion(o,t)),this.complete(e)}setup(n,i,e){switch(C(e==="zsh"||e==="bash"||e==="fish"||e==="powershell","Unsupported shell"),e){case"zsh":{let t=S(n,i);console.log(t);break}case"bash":{let t=F(n,i);console.log(t);break}case"fish":{let t=y(n,i);console.log(t);break}case"powershell":{let t=x(n,i);console.log(t);break}}}};const p=new D;function S(n,i){return`#compdef ${n}
compdef _${n} ${n}

# zsh completion for ${n} -*- shell-script -*-

__${n}_debug() {
    local file="$BASH_COMP_DEBUG_FILE"
    if [[ -n \${file} ]]; then
        echo "$*" >> "\${file}"
    fi
}

_${n}() {
    local shellCompDirectiveError=${s.ShellCompDirectiveError}
    local shellCompDirectiveNoSpace=${s.ShellCompDirectiveNoSpace}
    local shellCompDirectiveNoFileComp=${s.ShellCompDirectiveNoFileComp}
    local shellCompDirectiveFilterFileExt=${s.ShellCompDirectiveFilterFileExt}
    local shellCompDirectiveFilterDirs=${s.ShellCompDirectiveFilterDirs}
    local shellCompDirectiveKeepOrder=${s.ShellCompDirectiveKeepOrder}

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
    requestComp="${i} complete -- \${quoted_args[*]}"

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
`}function F(n,i){let e=n.replace(/[-:]/g,"_");return`# bash completion for ${n}

# Define shell completion directives
readonly ShellCompDirectiveError=${s.ShellCompDirectiveError}
readonly ShellCompDirectiveNoSpace=${s.ShellCompDirectiveNoSpace}
readonly ShellCompDirectiveNoFileComp=${s.ShellCompDirectiveNoFileComp}
readonly ShellCompDirectiveFilterFileExt=${s.ShellCompDirectiveFilterFileExt}
readonly ShellCompDirectiveFilterDirs=${s.ShellCompDirectiveFilterDirs}
readonly ShellCompDirectiveKeepOrder=${s.ShellCompDirectiveKeepOrder}

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
    requestComp="${i} complete -- \${words[@]:1}"
    
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
`}function y(n,i){let e=n.replace(/[-:]/g,"_"),t=s.ShellCompDirectiveError,o=s.ShellCompDirectiveNoSpace,r=s.ShellCompDirectiveNoFileComp,l=s.ShellCompDirectiveFilterFileExt,a=s.ShellCompDirectiveFilterDirs;return`# fish completion for ${n} -*- shell-script -*-

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
    __${e}_debug "Calling ${i} complete -- $args[2..-1] $lastArg"
    set -l results (${i} complete -- $args[2..-1] "$lastArg" 2> /dev/null)

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

    set -l shellCompDirectiveKeepOrder ${s.ShellCompDirectiveKeepOrder}
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

    set -l shellCompDirectiveError ${t}
    set -l shellCompDirectiveNoSpace ${o}
    set -l shellCompDirectiveNoFileComp ${r}
    set -l shellCompDirectiveFilterFileExt ${l}
    set -l shellCompDirectiveFilterDirs ${a}

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
`}function x(n,i){let e=n.replace(/[-:]/g,"_");return`# powershell completion for ${n} -*- shell-script -*-

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

    $ShellCompDirectiveError=${s.ShellCompDirectiveError}
    $ShellCompDirectiveNoSpace=${s.ShellCompDirectiveNoSpace}
    $ShellCompDirectiveNoFileComp=${s.ShellCompDirectiveNoFileComp}
    $ShellCompDirectiveFilterFileExt=${s.ShellCompDirectiveFilterFileExt}
    $ShellCompDirectiveFilterDirs=${s.ShellCompDirectiveFilterDirs}
    $ShellCompDirectiveKeepOrder=${s.ShellCompDirectiveKeepOrder}

    # Prepare the command to request completions for the program.
    # Split the command at the first space to separate the program and arguments.
    $Program, $Arguments = $Command.Split(" ", 2)

    $QuotedArgs = ($Arguments -split ' ' | ForEach-Object { "'" + ($_ -replace "'", "''") + "'" }) -join ' '
    __${n}_debug "QuotedArgs: $QuotedArgs"

    $RequestComp = "& ${i} complete '--' $QuotedArgs"
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
`}function E(n,i){let e=n.name(),t=i?.completionCommandName??"complete",o=n.createCommand(t).description("Generate shell completion scripts").addArgument(n.createArgument("<shell>","Shell type for completion script").choices(["zsh","bash","fish","powershell"])).action(l=>{p.setup(e,e,l)});o.copyInheritedSettings(n);let r=n.createCommand("complete").description("Generate completion suggestions").usage("-- [args...]").argument("[args...]").action(l=>{if(t!=="complete"){let a=n.rawArgs;l.length===1&&!a.includes("--")&&n.error(`error: completion requests are called like \`complete -- [args]\`.
(Did you mean \`${t} ${l[0]}\` to generate shell script?)`)}p.parse(l)});return r.copyInheritedSettings(n),t==="complete"?n.command("complete").description("Generate shell completion scripts").argument("[shell]",'shell type (choices: "zsh", "bash", "fish", "powershell")').allowExcessArguments().action((l,a,c)=>{let m=n.rawArgs,d=m.indexOf("complete"),v=m.indexOf("--");d!==-1&&v!==-1&&v===d+1?r.parse(["--",...c.args],{from:"user"}):o.parse(c.args,{from:"user"})}):(n.addCommand(o),n.addCommand(r,{hidden:!0})),A(n),N(n),p}function _(n,i){let e=i.createHelp().visibleOptions(i);for(let t of e){let o=t.short?.slice(1);o&&o[0]==="-"&&(o=void 0);let r=t.long?.slice(2);if(r){let l,a=t.required||t.optional,c=t.argChoices??[];a&&c.length>0?l=m=>{for(let d of c)m(d,"")}:a&&(l=()=>{}),l?n.option(r,t.description,l,o):n.option(r,t.description,o)}}}function A(n){_(p,n),f(p,n)}function f(n,i){for(let e of i.registeredArguments){let t=e.argChoices;t?.length?n.argument(e.name(),o=>{for(let r of t)o(r,"")},e.variadic):n.argument(e.name(),void 0,e.variadic)}}function N(n){let i=new Map;g(n,"",i);for(let[e,t]of i.entries()){if(e==="")continue;let o=p.command(e,t.description()||"");_(o,t),f(o,t)}}function g(n,i,e){e.set(i,n);let t=n.createHelp().visibleCommands(n);for(let o of t)g(o,i?`${i} ${o.name()}`:o.name(),e)}}};export{q as id,T as ids,O as modules};
//# sourceMappingURL=mcp.283.js.map
