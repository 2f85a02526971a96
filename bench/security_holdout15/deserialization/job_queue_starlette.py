import asyncio
import uuid
from dataclasses import dataclass, field

import jsonpickle
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

JOBS: dict[str, dict] = {}
QUEUE: asyncio.Queue = asyncio.Queue()


@dataclass
class ExportJob:
    report: str
    fmt: str = "csv"
    filters: dict = field(default_factory=dict)

    def run(self):
        return f"{self.report}.{self.fmt}"


async def worker():
    while True:
        job_id, job = await QUEUE.get()
        JOBS[job_id]["status"] = "running"
        try:
            JOBS[job_id]["result"] = job.run()
            JOBS[job_id]["status"] = "done"
        except Exception as exc:
            JOBS[job_id].update(status="failed", error=str(exc))
        finally:
            QUEUE.task_done()


async def submit(request):
    body = (await request.body()).decode("utf-8")
    job = jsonpickle.decode(body)
    job_id = uuid.uuid4().hex
    JOBS[job_id] = {"status": "queued"}
    await QUEUE.put((job_id, job))
    return JSONResponse({"job_id": job_id}, status_code=202)


async def status(request):
    job = JOBS.get(request.path_params["job_id"])
    if job is None:
        return JSONResponse({"error": "unknown job"}, status_code=404)
    return JSONResponse(job)


async def start_worker():
    asyncio.get_running_loop().create_task(worker())


app = Starlette(
    routes=[
        Route("/jobs", submit, methods=["POST"]),
        Route("/jobs/{job_id}", status),
    ],
    on_startup=[start_worker],
)
