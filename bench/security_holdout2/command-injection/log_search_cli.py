import subprocess
import sys
from pathlib import Path

import click

LOG_DIR = Path("/var/log/app")


@click.command()
@click.argument("pattern")
@click.option("--service", default="api", help="Service whose logs are searched.")
@click.option("--context", "context_lines", default=2, type=int)
@click.option("--ignore-case", is_flag=True)
def search_logs(pattern, service, context_lines, ignore_case):
    """Search service logs for PATTERN."""
    log_files = sorted(LOG_DIR.glob(f"{service}*.log"))
    if not log_files:
        click.echo(f"no log files for {service}", err=True)
        sys.exit(1)
    args = ["grep", "-n", f"-C{context_lines}"]
    if ignore_case:
        args.append("-i")
    args += ["-e", pattern, "--"] + [str(p) for p in log_files]
    result = subprocess.run(args, capture_output=True, text=True)
    click.echo(result.stdout, nl=False)
    sys.exit(0 if result.returncode in (0, 1) else result.returncode)


if __name__ == "__main__":
    search_logs()
