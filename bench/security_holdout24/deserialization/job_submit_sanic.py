import io
import pickle

from sanic import Sanic, json
from sanic.exceptions import BadRequest

app = Sanic("jobs")


class JobSpecUnpickler(pickle.Unpickler):
    PERMITTED = {("builtins", "dict"), ("builtins", "list"), ("builtins", "set"),
                 ("datetime", "datetime"), ("datetime", "timedelta")}

    def find_class(self, module, name):
        if (module, name) not in self.PERMITTED:
            raise pickle.UnpicklingError(f"global {module}.{name} is not permitted")
        return super().find_class(module, name)


@app.post("/jobs")
async def submit_job(request):
    try:
        spec = JobSpecUnpickler(io.BytesIO(request.body)).load()
    except (pickle.UnpicklingError, EOFError) as exc:
        raise BadRequest(f"could not read job spec: {exc}")
    if not isinstance(spec, dict) or "image" not in spec:
        raise BadRequest("job spec needs an image")
    job = {"image": str(spec["image"]), "args": [str(a) for a in spec.get("args", [])]}
    await request.app.ctx.queue.put(job)
    return json({"queued": job})
