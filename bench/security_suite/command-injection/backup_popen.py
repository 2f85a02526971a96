from subprocess import PIPE, Popen

from flask import Flask, request

app = Flask(__name__)


@app.route("/admin/backup", methods=["POST"])
def backup_database():
    body = request.get_json(force=True)
    database = body.get("database", "app")
    dump_cmd = "pg_dump --format=custom " + database + " > /backups/latest.dump"
    proc = Popen(dump_cmd, shell=True, stdout=PIPE, stderr=PIPE)
    _, err = proc.communicate()
    return {"ok": proc.returncode == 0, "stderr": err.decode()}
