import dill
from aiohttp import web

routes = web.RouteTableDef()


@routes.post("/jobs/{job_id}/result")
async def receive_result(request: web.Request) -> web.Response:
    job_id = request.match_info["job_id"]
    payload = await request.read()
    result = dill.loads(payload)
    results = request.app["results"]
    results[job_id] = result
    return web.json_response({"job": job_id, "type": type(result).__name__})


@routes.get("/jobs/{job_id}/result")
async def get_result(request: web.Request) -> web.Response:
    job_id = request.match_info["job_id"]
    if job_id not in request.app["results"]:
        raise web.HTTPNotFound()
    return web.json_response({"job": job_id, "result": repr(request.app["results"][job_id])})


def create_app() -> web.Application:
    app = web.Application(client_max_size=50 * 1024 ** 2)
    app["results"] = {}
    app.add_routes(routes)
    return app
