import subprocess

from pyramid.view import view_config


def run_backup(db_name, dest="/backups", compress=True):
    parts = ["pg_dump", "--no-owner", db_name]
    if compress:
        parts += ["|", "gzip", ">", f"{dest}/{db_name}.sql.gz"]
    else:
        parts += [">", f"{dest}/{db_name}.sql"]
    return subprocess.call(" ".join(parts), shell=True)


@view_config(route_name="admin_backup", request_method="POST", renderer="json", permission="admin")
def backup_view(request):
    payload = request.json_body
    rc = run_backup(payload["database"], compress=payload.get("compress", True))
    return {"ok": rc == 0}
