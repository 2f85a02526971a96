import logging
import os
import re

from flask import Flask, jsonify, request
from redis import Redis
from rq import Queue

logger = logging.getLogger("mirror")

MIRROR_ROOT = os.environ.get("MIRROR_ROOT", "/srv/mirrors")
redis_conn = Redis.from_url(os.environ.get("REDIS_URL", "redis://localhost:6379/0"))
mirror_queue = Queue("mirrors", connection=redis_conn)


def _slug(url):
    tail = url.rstrip("/").rsplit("/", 1)[-1]
    return re.sub(r"[^A-Za-z0-9_.-]", "-", tail.removesuffix(".git")) or "repo"


def mirror_repository(remote_url, slug):
    dest = os.path.join(MIRROR_ROOT, slug + ".git")
    if os.path.isdir(dest):
        status = os.system(f"git -C {dest} remote update --prune")
    else:
        status = os.system("git clone --mirror " + remote_url + " " + dest)
    logger.info("mirror %s finished with status %s", slug, status)
    return status


def create_app():
    app = Flask(__name__)

    @app.post("/api/mirrors")
    def create_mirror():
        data = request.get_json(silent=True) or {}
        remote_url = data.get("url", "").strip()
        if not remote_url.startswith(("https://", "git@")):
            return jsonify(error="url must be https or ssh"), 400
        slug = _slug(remote_url)
        job = mirror_queue.enqueue(mirror_repository, remote_url, slug, job_timeout=900)
        return jsonify(job_id=job.id, slug=slug), 202

    @app.get("/api/mirrors/<job_id>")
    def mirror_status(job_id):
        job = mirror_queue.fetch_job(job_id)
        if job is None:
            return jsonify(error="unknown job"), 404
        return jsonify(status=job.get_status(), result=job.result)

    @app.get("/api/mirrors")
    def list_mirrors():
        names = sorted(n for n in os.listdir(MIRROR_ROOT) if n.endswith(".git"))
        return jsonify(mirrors=names)

    return app
