import os
import shlex
import subprocess
import threading

from flask import Flask, jsonify, request

app = Flask(__name__)
app.config["MEDIA_ROOT"] = os.environ.get("MEDIA_ROOT", "/var/media")

PRESETS = {"720p": "-vf scale=-2:720 -crf 23", "480p": "-vf scale=-2:480 -crf 26"}
jobs = {}


def transcode(job_id, source, preset):
    out_dir = os.path.join(app.config["MEDIA_ROOT"], "encoded")
    os.makedirs(out_dir, exist_ok=True)
    target = os.path.join(out_dir, f"{job_id}.mp4")
    cmd = "ffmpeg -y -loglevel error -i {} {} {}".format(
        shlex.quote(source), PRESETS[preset], shlex.quote(target)
    )
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    jobs[job_id] = {"status": "done" if proc.returncode == 0 else "failed", "output": target}


@app.post("/videos")
def upload_video():
    f = request.files.get("video")
    preset = request.form.get("preset", "720p")
    if f is None or not f.filename:
        return jsonify(error="video file required"), 400
    if preset not in PRESETS:
        return jsonify(error="unknown preset"), 400

    upload_dir = os.path.join(app.config["MEDIA_ROOT"], "uploads")
    os.makedirs(upload_dir, exist_ok=True)
    job_id = os.urandom(8).hex()
    source = os.path.join(upload_dir, f"{job_id}-{os.path.basename(f.filename)}")
    f.save(source)

    jobs[job_id] = {"status": "running"}
    threading.Thread(target=transcode, args=(job_id, source, preset), daemon=True).start()
    return jsonify(job=job_id), 202


@app.get("/videos/jobs/<job_id>")
def job_status(job_id):
    job = jobs.get(job_id)
    if job is None:
        return jsonify(error="not found"), 404
    return jsonify(job)
