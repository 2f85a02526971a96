import base64
import json

from aiohttp import web


class JobCodec:
    def encode(self, job):
        return base64.b64encode(json.dumps(job).encode()).decode()

    def decode(self, blob):
        return json.loads(base64.b64decode(blob))


async def enqueue_job(request: web.Request) -> web.Response:
    payload = await request.post()
    job = JobCodec().decode(payload["job"])
    if not isinstance(job, dict) or "kind" not in job:
        raise web.HTTPBadRequest(text="job must be an object with a kind")
    await request.app["queue"].put(job)
    return web.json_response({"queued": True, "kind": job["kind"]}, status=202)


app = web.Application()
app.router.add_post("/jobs", enqueue_job)
