import os

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
app.config["UPLOAD_FOLDER"] = "/srv/uploads/attachments"


@app.post("/tickets/<int:ticket_id>/attachments")
def upload_attachment(ticket_id):
    f = request.files.get("attachment")
    if f is None or f.filename == "":
        abort(400)
    folder = os.path.join(app.config["UPLOAD_FOLDER"], str(ticket_id))
    os.makedirs(folder, exist_ok=True)
    f.save(os.path.join(folder, f.filename))
    return jsonify({"stored": f.filename}), 201
