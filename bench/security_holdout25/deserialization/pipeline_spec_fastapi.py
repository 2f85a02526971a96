import json

import yaml
from fastapi import FastAPI, HTTPException, Request

app = FastAPI()


def decode_yaml(body: bytes):
    return yaml.load(body, Loader=yaml.Loader)


DECODERS = {
    "application/json": json.loads,
    "application/yaml": decode_yaml,
}


def decoder_for(content_type: str):
    media_type = content_type.split(";")[0].strip().lower()
    if media_type not in DECODERS:
        raise HTTPException(status_code=415, detail="unsupported media type")
    return DECODERS[media_type]


@app.post("/pipelines")
async def create_pipeline(request: Request):
    decode = decoder_for(request.headers.get("content-type", ""))
    spec = decode(await request.body())
    return {"name": spec.get("name", "unnamed"), "steps": len(spec.get("steps", []))}
