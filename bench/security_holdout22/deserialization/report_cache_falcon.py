import pickle
import uuid

import falcon
import redis

from .reports import ReportJob, render_report

CACHE_TTL = 15 * 60


class ReportResource:
    """Reports are rendered once and kept in Redis by job id for a short while."""

    def __init__(self, cache: redis.Redis):
        self.cache = cache

    def on_post(self, req, resp):
        params = req.get_media()
        kind = params.get("kind")
        if kind not in ("sales", "inventory", "refunds"):
            raise falcon.HTTPUnprocessableEntity(description="unknown report kind")
        job_id = str(uuid.uuid4())
        report = render_report(ReportJob(kind=kind, requested_by=req.context.user.id))
        self.cache.setex(f"report:{job_id}", CACHE_TTL, pickle.dumps(report))
        resp.status = falcon.HTTP_201
        resp.media = {"job_id": job_id}

    def on_get_item(self, req, resp, job_id):
        try:
            key = str(uuid.UUID(job_id))
        except ValueError:
            raise falcon.HTTPNotFound()

        cached = self.cache.get(f"report:{key}")
        if cached is None:
            raise falcon.HTTPNotFound(description="report expired or unknown")

        report = pickle.loads(cached)
        if report.requested_by != req.context.user.id:
            raise falcon.HTTPNotFound()
        resp.media = {
            "job_id": key,
            "kind": report.kind,
            "generated_at": report.generated_at.isoformat(),
            "rows": report.rows,
        }


def register(app: falcon.App, cache: redis.Redis) -> None:
    resource = ReportResource(cache)
    app.add_route("/api/reports", resource)
    app.add_route("/api/reports/{job_id}", resource, suffix="item")
