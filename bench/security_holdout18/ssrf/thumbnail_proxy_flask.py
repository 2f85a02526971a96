import requests
from flask import Flask, Response, request
from marshmallow import Schema, ValidationError, fields, validate

app = Flask(__name__)


class ThumbnailQuery(Schema):
    src = fields.Url(required=True, schemes={"http", "https"})
    width = fields.Integer(load_default=320, validate=validate.Range(min=16, max=1024))


@app.get("/thumbnail")
def thumbnail():
    try:
        params = ThumbnailQuery().load(request.args)
    except ValidationError as err:
        return {"errors": err.messages}, 400
    upstream = requests.get(params["src"], timeout=5)
    return Response(
        upstream.content,
        content_type=upstream.headers.get("Content-Type", "application/octet-stream"),
        headers={"X-Thumb-Width": str(params["width"])},
    )
