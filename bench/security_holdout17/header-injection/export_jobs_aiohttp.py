import time

from aiohttp import web

routes = web.RouteTableDef()
JOBS = {}


@routes.get("/exports")
async def list_exports(request):
    return web.json_response(sorted(JOBS.values(), key=lambda j: j["created"]))


@routes.post("/exports")
async def create_export(request):
    body = await request.json()
    job_id = f"exp-{len(JOBS) + 1:05d}"
    JOBS[job_id] = {"id": job_id, "created": time.time(), "fmt": "csv"}
    resp = web.json_response(JOBS[job_id], status=201)
    for name, value in export_headers(job_id, body).items():
        resp.headers[name] = value
    return resp


@routes.get("/exports/{job_id}")
async def get_export(request):
    job = JOBS.get(request.match_info["job_id"])
    if job is None:
        raise web.HTTPNotFound()
    return web.json_response(job)


@routes.delete("/exports/{job_id}")
async def delete_export(request):
    JOBS.pop(request.match_info["job_id"], None)
    return web.Response(status=204)


def export_headers(job_id, body):
    tags = body.get("tags", [])
    return {
        "Location": f"/exports/{job_id}",
        "X-Export-Tags": ",".join(str(t) for t in tags),
    }


app = web.Application()
app.add_routes(routes)
