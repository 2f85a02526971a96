import datetime
import hmac
import json
import logging
import os

import tornado.web

log = logging.getLogger("maintenance")

KNOWN_DATABASES = {"orders", "catalog", "accounts"}


class SnapshotHandler(tornado.web.RequestHandler):
    def initialize(self, backup_root, api_token):
        self.backup_root = backup_root
        self.api_token = api_token

    def prepare(self):
        supplied = self.request.headers.get("Authorization", "")
        if not hmac.compare_digest(supplied, f"Bearer {self.api_token}"):
            raise tornado.web.HTTPError(401)

    def post(self, database):
        if database not in KNOWN_DATABASES:
            raise tornado.web.HTTPError(404, reason="unknown database")

        label = self.request.headers.get("X-Snapshot-Label", "manual")
        stamp = datetime.datetime.utcnow().strftime("%Y%m%dT%H%M%S")
        target = os.path.join(self.backup_root, f"{database}-{stamp}-{label}.sql.gz")

        log.info("starting snapshot of %s to %s", database, target)
        exit_code = os.system(f"pg_dump --no-owner {database} | gzip -9 > {target}")

        if exit_code != 0:
            log.error("snapshot of %s failed with %s", database, exit_code)
            raise tornado.web.HTTPError(500, reason="snapshot failed")

        self.set_header("Content-Type", "application/json")
        self.write(json.dumps({"database": database, "file": os.path.basename(target)}))


def make_app(settings):
    return tornado.web.Application(
        [
            (
                r"/maintenance/snapshots/(\w+)",
                SnapshotHandler,
                {"backup_root": settings["BACKUP_ROOT"], "api_token": settings["MAINT_TOKEN"]},
            ),
        ]
    )
