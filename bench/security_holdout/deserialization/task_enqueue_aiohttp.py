import base64
import pickle

from aiohttp import web


class TaskCodec:
    def encode(self, task):
        return base64.b64encode(pickle.dumps(task)).decode()

    def decode(self, blob):
        return pickle.loads(base64.b64decode(blob))


async def enqueue(request: web.Request) -> web.Response:
    payload = await request.post()
    task = TaskCodec().decode(payload["task"])
    await request.app["queue"].put(task)
    return web.json_response({"queued": True, "kind": type(task).__name__}, status=202)


app = web.Application()
app.router.add_post("/tasks", enqueue)
