"""`python -m explorer …`: the command line."""

from explorer.cli.main import main

raise SystemExit(main())
