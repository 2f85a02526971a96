import datetime
import logging
import os

from bottle import Bottle, abort, request, response

log = logging.getLogger("ops.backup")
app = Bottle()

BACKUP_DIR = os.environ.get("BACKUP_DIR", "/var/backups/pg")
DATABASES = {
    "billing": "billing_prod",
    "accounts": "accounts_prod",
    "catalog": "catalog_prod",
}
API_TOKEN = os.environ["BACKUP_API_TOKEN"]


def require_token():
    if request.get_header("X-Api-Token") != API_TOKEN:
        abort(401, "missing or wrong token")


def backup_target(dbname):
    stamp = datetime.datetime.utcnow().strftime("%Y%m%dT%H%M%S")
    return os.path.join(BACKUP_DIR, f"{dbname}-{stamp}.sql.gz")


@app.get("/backups")
def list_backups():
    require_token()
    response.content_type = "application/json"
    return {"files": sorted(os.listdir(BACKUP_DIR))}


@app.post("/backups/<name>")
def run_backup(name):
    require_token()
    dbname = DATABASES.get(name)
    if dbname is None:
        abort(404, "unknown database")
    target = backup_target(dbname)
    log.info("starting backup of %s into %s", dbname, target)
    rc = os.system(f"pg_dump --no-owner {dbname} | gzip -9 > {target}")
    if rc != 0:
        log.error("backup of %s failed with status %s", dbname, rc)
        abort(500, "backup failed")
    return {"database": name, "file": os.path.basename(target)}


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    app.run(host="127.0.0.1", port=8090)
