import BookshelfCLI
import Foundation

// A closed pipe (`bookshelf search … | head -1`) ends the output, not the program.
signal(SIGPIPE, SIG_IGN)

let commandLine = BookshelfCommandLine(process: .live(), makeEnvironment: AppEnvironment.live)
let status = await commandLine.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
