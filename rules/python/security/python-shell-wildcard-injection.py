import os
import subprocess


def backup() -> None:
    # ruleid: python-shell-wildcard-injection
    os.system("cd /srv/uploads && tar czf /backups/uploads.tgz *")


def fix_owner() -> None:
    # ruleid: python-shell-wildcard-injection
    subprocess.call("chown www-data:www-data *", shell=True, cwd="/srv/uploads")


def mirror() -> None:
    # ruleid: python-shell-wildcard-injection
    subprocess.run("rsync -a * backup:/srv/", shell=True, check=True)


def lock_down() -> str:
    # ruleid: python-shell-wildcard-injection
    return subprocess.getoutput("sudo chmod 600 *")


def backup_with_dashes() -> None:
    # ok: python-shell-wildcard-injection
    os.system("cd /srv/uploads && tar czf /backups/uploads.tgz -- *")


def fix_owner_dot_slash() -> None:
    # ok: python-shell-wildcard-injection
    subprocess.call("chown www-data:www-data ./*", shell=True, cwd="/srv/uploads")


def mirror_folder() -> None:
    # ok: python-shell-wildcard-injection
    subprocess.run("rsync -a /srv/uploads/* backup:/srv/", shell=True, check=True)


def list_all() -> str:
    # ok: python-shell-wildcard-injection
    return subprocess.getoutput("ls -la *")


def archive_listed(names: list[str]) -> None:
    # ok: python-shell-wildcard-injection
    subprocess.run(["tar", "czf", "/backups/uploads.tgz", *names], check=True)
