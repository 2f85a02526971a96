from pathlib import Path

from sanic import Sanic
from sanic.exceptions import NotFound
from sanic.response import json

app = Sanic("publishing_reports")
PLUGIN_DIR = Path(__file__).resolve().parent / "report_plugins"
_REGISTRY = {}


def load_plugins():
    for path in sorted(PLUGIN_DIR.glob("*.py")):
        namespace = {"__name__": f"report_plugins.{path.stem}"}
        exec(compile(path.read_text(), str(path), "exec"), namespace)
        if "render" in namespace:
            _REGISTRY[path.stem] = namespace["render"]


@app.before_server_start
async def setup(app, _loop):
    load_plugins()


@app.get("/reports/<name:str>")
async def run_report(request, name):
    renderer = _REGISTRY.get(name)
    if renderer is None:
        raise NotFound("no such report")
    return json(renderer(request.args.get("edition", "daily")))
