import yaml
from pydantic import BaseModel, ValidationError
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route


class JobSpec(BaseModel):
    name: str
    schedule: str
    command: list[str]
    retries: int = 0


async def import_jobs(request: Request) -> JSONResponse:
    form = await request.form()
    manifest = await form["manifest"].read()
    documents = yaml.safe_load_all(manifest)
    try:
        jobs = [JobSpec.model_validate(doc) for doc in documents if doc]
    except (ValidationError, yaml.YAMLError) as exc:
        return JSONResponse({"detail": str(exc)}, status_code=422)
    return JSONResponse({"imported": [j.name for j in jobs]})


app = Starlette(routes=[Route("/jobs/import", import_jobs, methods=["POST"])])
