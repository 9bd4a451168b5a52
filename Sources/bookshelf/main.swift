import BookshelfCLI

