from pathlib import Path

from quart import Quart, abort, request

app = Quart(__name__)
LOG_ROOT = Path("/var/log/myapp").resolve()


def resolve_log(name: str) -> Path:
    candidate = (LOG_ROOT / name).resolve()
    if not candidate.is_relative_to(LOG_ROOT) or candidate.suffix != ".log":
        abort(404)
    return candidate


@app.route("/logs")
async def tail_log():
    name = request.args.get("name", "app.log")
    lines = request.args.get("lines", 100, type=int)
    path = resolve_log(name)
    with path.open("r", errors="replace") as fh:
        content = fh.readlines()[-lines:]
    return {"name": path.name, "lines": content}
