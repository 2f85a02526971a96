import yaml
from fastapi import FastAPI, HTTPException, Request
from pydantic import BaseModel, Field, ValidationError

app = FastAPI()


class Manifest(BaseModel):
    service: str = Field(..., pattern=r"^[a-z][a-z0-9-]{1,40}$")
    replicas: int = Field(1, ge=1, le=20)
    image: str
    env: dict[str, str] = {}


@app.post("/deployments/validate")
async def validate_manifest(request: Request):
    text = (await request.body()).decode("utf-8", errors="replace")
    try:
        raw = yaml.safe_load(text)
        manifest = Manifest.model_validate(raw)
    except yaml.YAMLError as exc:
        raise HTTPException(400, f"YAML error: {exc}")
    except ValidationError as exc:
        raise HTTPException(422, str(exc))
    return {"ok": True, "service": manifest.service, "replicas": manifest.replicas}
