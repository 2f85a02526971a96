import hashlib
import json
from datetime import datetime, timezone

from marshmallow import Schema, ValidationError, fields, validate
from sanic import Sanic
from sanic.exceptions import NotFound
from sanic.response import json as json_response

app = Sanic("saves")
SAVES: dict[str, dict] = {}


class InventorySlot(Schema):
    item = fields.String(required=True, validate=validate.Length(max=64))
    count = fields.Integer(required=True, validate=validate.Range(min=0, max=999))


class SaveGameSchema(Schema):
    player = fields.String(required=True, validate=validate.Regexp(r"^[A-Za-z0-9_]{3,20}$"))
    level = fields.Integer(required=True, validate=validate.Range(min=1, max=120))
    position = fields.List(fields.Float(), validate=validate.Length(equal=3))
    inventory = fields.List(fields.Nested(InventorySlot), load_default=list)


save_schema = SaveGameSchema()


@app.get("/saves")
async def list_saves(request):
    return json_response([
        {"id": key, "player": save["player"], "level": save["level"]}
        for key, save in SAVES.items()
    ])


@app.post("/saves")
async def upload_save(request):
    try:
        save = save_schema.loads(request.body)
    except (ValidationError, json.JSONDecodeError) as err:
        messages = err.messages if isinstance(err, ValidationError) else str(err)
        return json_response({"errors": messages}, status=422)
    save_id = hashlib.sha256(request.body).hexdigest()[:16]
    save["uploaded_at"] = datetime.now(timezone.utc).isoformat()
    SAVES[save_id] = save
    return json_response({"id": save_id}, status=201)


@app.get("/saves/<save_id:str>")
async def download_save(request, save_id: str):
    save = SAVES.get(save_id)
    if save is None:
        raise NotFound("unknown save")
    return json_response(save_schema.dump(save))


@app.delete("/saves/<save_id:str>")
async def delete_save(request, save_id: str):
    if SAVES.pop(save_id, None) is None:
        raise NotFound("unknown save")
    return json_response({"deleted": save_id})
