import logging
import uuid
from dataclasses import dataclass, field
from typing import Dict, List

import yaml
from aiohttp import web

MAX_SPEC_BYTES = 64 * 1024
ALLOWED_RUNTIMES = {"python3.11", "python3.12", "node20"}

log = logging.getLogger("jobs")


class SpecError(ValueError):
    pass


@dataclass
class JobSpec:
    name: str
    runtime: str
    schedule: str
    env: Dict[str, str] = field(default_factory=dict)
    args: List[str] = field(default_factory=list)


class JobSpecParser:
    def parse(self, text: str) -> JobSpec:
        data = yaml.load(text, Loader=yaml.SafeLoader)
        if not isinstance(data, dict):
            raise SpecError("spec must be a mapping")
        runtime = data.get("runtime")
        if runtime not in ALLOWED_RUNTIMES:
            raise SpecError(f"unsupported runtime {runtime!r}")
        return JobSpec(
            name=str(data.get("name", "unnamed")),
            runtime=runtime,
            schedule=str(data.get("schedule", "@daily")),
            env={str(k): str(v) for k, v in (data.get("env") or {}).items()},
            args=[str(a) for a in (data.get("args") or [])],
        )


class JobRegistry:
    def __init__(self):
        self.jobs: Dict[str, JobSpec] = {}

    def add(self, spec: JobSpec) -> str:
        job_id = uuid.uuid4().hex
        self.jobs[job_id] = spec
        return job_id


async def submit_job_spec(request: web.Request) -> web.Response:
    if request.content_length and request.content_length > MAX_SPEC_BYTES:
        raise web.HTTPRequestEntityTooLarge(MAX_SPEC_BYTES, request.content_length)
    text = await request.text()
    try:
        spec = request.app["parser"].parse(text)
    except (SpecError, yaml.YAMLError) as exc:
        return web.json_response({"error": str(exc)}, status=400)
    job_id = request.app["registry"].add(spec)
    log.info("registered job %s (%s)", job_id, spec.name)
    return web.json_response({"id": job_id, "name": spec.name}, status=201)


def create_app() -> web.Application:
    app = web.Application(client_max_size=MAX_SPEC_BYTES)
    app["parser"] = JobSpecParser()
    app["registry"] = JobRegistry()
    app.router.add_post("/jobs", submit_job_spec)
    return app


if __name__ == "__main__":
    web.run_app(create_app())
