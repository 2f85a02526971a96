import yaml
from aiohttp import web

routes = web.RouteTableDef()
REQUIRED = {"name", "steps"}


@routes.post("/pipelines/validate")
async def validate_pipeline(request):
    text = await request.text()
    try:
        config = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        return web.json_response({"valid": False, "error": str(exc)}, status=400)
    if not isinstance(config, dict) or not REQUIRED <= config.keys():
        return web.json_response({"valid": False, "error": "name and steps are required"}, status=422)
    steps = [step.get("run", "") for step in config["steps"] if isinstance(step, dict)]
    return web.json_response({"valid": True, "name": config["name"], "steps": len(steps)})


app = web.Application()
app.add_routes(routes)
