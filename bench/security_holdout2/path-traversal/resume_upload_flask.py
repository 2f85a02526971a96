import os
import uuid

from flask import Flask, abort, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
RESUME_DIR = "/srv/careers/resumes"
EXTENSIONS = {".pdf", ".doc", ".docx"}


@app.route("/jobs/<int:job_id>/apply", methods=["POST"])
def apply(job_id):
    upload = request.files.get("resume")
    if upload is None or not upload.filename:
        abort(400)
    name = secure_filename(upload.filename)
    ext = os.path.splitext(name)[1].lower()
    if ext not in EXTENSIONS:
        abort(415)
    stored_name = f"{job_id}-{uuid.uuid4().hex}-{name}"
    upload.save(os.path.join(RESUME_DIR, stored_name))
    return {"status": "received", "file": stored_name}, 201
