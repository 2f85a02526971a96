import base64
import binascii
import datetime
import decimal
import io
import pickle
import uuid
from dataclasses import dataclass, field

from aiohttp import web


@dataclass
class ReportJob:
    report: str
    period_start: datetime.date
    period_end: datetime.date
    threshold: decimal.Decimal = decimal.Decimal("0")
    tags: list = field(default_factory=list)


ALLOWED_GLOBALS = {
    ("datetime", "date"): datetime.date,
    ("datetime", "datetime"): datetime.datetime,
    ("decimal", "Decimal"): decimal.Decimal,
    (ReportJob.__module__, "ReportJob"): ReportJob,
}
JOBS: dict[str, ReportJob] = {}


class JobUnpickler(pickle.Unpickler):
    def find_class(self, module, name):
        try:
            return ALLOWED_GLOBALS[(module, name)]
        except KeyError:
            raise pickle.UnpicklingError(f"global {module}.{name} is not allowed") from None


def decode_job(blob: str) -> ReportJob:
    raw = base64.b64decode(blob, validate=True)
    job = JobUnpickler(io.BytesIO(raw)).load()
    if not isinstance(job, ReportJob):
        raise ValueError("not a report job")
    return job


async def submit(request: web.Request) -> web.Response:
    body = await request.json()
    try:
        job = decode_job(body["job"])
    except (KeyError, ValueError, TypeError, binascii.Error, pickle.UnpicklingError, EOFError) as exc:
        raise web.HTTPBadRequest(text=f"invalid job: {exc}")
    job_id = uuid.uuid4().hex
    JOBS[job_id] = job
    return web.json_response({"id": job_id, "report": job.report}, status=202)


async def show(request: web.Request) -> web.Response:
    job = JOBS.get(request.match_info["job_id"])
    if job is None:
        raise web.HTTPNotFound()
    return web.json_response({
        "report": job.report,
        "from": str(job.period_start),
        "to": str(job.period_end),
        "threshold": str(job.threshold),
        "tags": list(job.tags),
    })


async def template(request: web.Request) -> web.Response:
    today = datetime.date.today()
    job = ReportJob("revenue", today.replace(day=1), today)
    blob = base64.b64encode(pickle.dumps(job, protocol=pickle.HIGHEST_PROTOCOL)).decode()
    return web.json_response({"job": blob})


app = web.Application()
app.router.add_post("/jobs", submit)
app.router.add_get("/jobs/{job_id}", show)
app.router.add_get("/jobs-template", template)
