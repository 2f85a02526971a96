from flask import Flask, abort, request, send_file

from app.signing import verify_download_token
from app.storage import local_path_for

app = Flask(__name__)

RESPONSE_OVERRIDES = {
    "response-content-type": "Content-Type",
    "response-content-disposition": "Content-Disposition",
    "response-cache-control": "Cache-Control",
}


@app.route("/files/<path:key>")
def signed_download(key):
    if not verify_download_token(key, request.args.get("token", "")):
        abort(403)
    resp = send_file(local_path_for(key), conditional=True)
    for param, header_name in RESPONSE_OVERRIDES.items():
        value = request.args.get(param)
        if value:
            resp.headers[header_name] = value
    return resp
