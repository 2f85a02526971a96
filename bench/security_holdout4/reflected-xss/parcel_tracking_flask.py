from flask import Flask, request

from tracking.store import find_status

app = Flask(__name__)

PAGE = """<!doctype html>
<html><head><title>Parcel tracking</title></head>
<body>
<h1>Tracking</h1>
{body}
</body></html>"""


@app.route("/track")
def track():
    code = request.args.get("code", "")
    status = find_status(code)
    if status is None:
        body = f"<p class='warn'>No shipment found for <b>{code}</b>.</p>"
        return PAGE.format(body=body), 404
    return PAGE.format(body="<p>Current status: %s</p>" % status.label)
