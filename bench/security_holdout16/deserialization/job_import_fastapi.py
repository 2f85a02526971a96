from typing import Annotated

import yaml
from fastapi import FastAPI, File, HTTPException
from pydantic import BaseModel, ValidationError


class JobSpec(BaseModel):
    name: str
    schedule: str
    command: list[str]
    retries: int = 0


app = FastAPI()


@app.post("/jobs/import")
async def import_jobs(manifest: Annotated[bytes, File()]):
    documents = yaml.load_all(manifest.decode("utf-8"), Loader=yaml.Loader)
    try:
        jobs = [JobSpec.model_validate(doc) for doc in documents if doc]
    except ValidationError as exc:
        raise HTTPException(status_code=422, detail=exc.errors(include_url=False)) from exc
    return {"imported": [job.name for job in jobs]}
