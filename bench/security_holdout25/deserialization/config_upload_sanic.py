from functools import partial

import yaml
from sanic import Sanic
from sanic.exceptions import BadRequest
from sanic.response import json as json_response

app = Sanic("config_service")
load_config = partial(yaml.load, Loader=yaml.SafeLoader)


def parse_upload(body):
    try:
        document = load_config(body)
    except yaml.YAMLError as exc:
        raise BadRequest(f"invalid config: {exc}")
    if not isinstance(document, dict):
        raise BadRequest("config must be a mapping")
    return document


@app.post("/configs/validate")
async def validate_config(request):
    document = parse_upload(request.body)
    return json_response({"keys": sorted(document), "services": len(document.get("services", []))})
