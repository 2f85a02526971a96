import asyncio
import uuid

import jsonpickle
from aiohttp import web

routes = web.RouteTableDef()


class Job:
    def __init__(self, kind, payload):
        self.id = uuid.uuid4().hex
        self.kind = kind
        self.payload = payload
        self.state = "queued"


@routes.get("/health")
async def health(request):
    return web.json_response({"ok": True})


@routes.get("/jobs")
async def list_jobs(request):
    jobs = request.app["jobs"]
    return web.json_response([{"id": j.id, "kind": j.kind, "state": j.state} for j in jobs.values()])


@routes.post("/jobs")
async def submit_job(request):
    data = await request.json()
    job = Job(str(data.get("kind", "noop")), data.get("payload", {}))
    request.app["jobs"][job.id] = job
    await request.app["queue"].put(job.id)
    return web.json_response({"id": job.id}, status=201)


@routes.post("/jobs/restore")
async def restore_job(request):
    body = await request.text()
    job = jsonpickle.decode(body)
    request.app["jobs"][job.id] = job
    await request.app["queue"].put(job.id)
    return web.json_response({"id": job.id, "state": job.state})


async def worker(app):
    while True:
        job_id = await app["queue"].get()
        job = app["jobs"].get(job_id)
        if job is not None:
            job.state = "done"


async def start_worker(app):
    app["worker"] = asyncio.create_task(worker(app))


def create_app():
    app = web.Application()
    app["jobs"] = {}
    app["queue"] = asyncio.Queue()
    app.on_startup.append(start_worker)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app())
