import os
import shlex
import subprocess
from datetime import datetime, timezone

from django import forms
from django.conf import settings
from django.contrib.admin.views.decorators import staff_member_required
from django.core.validators import RegexValidator
from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View


class BackupForm(forms.Form):
    database = forms.CharField(
        max_length=63, validators=[RegexValidator(r"^[A-Za-z_][A-Za-z0-9_]*$", "Invalid database name")]
    )
    compress = forms.BooleanField(required=False)


class BackupService:
    def __init__(self, dump_binary: str, target_dir: str):
        self.dump_binary = dump_binary
        self.target_dir = target_dir

    def filename_for(self, database: str) -> str:
        stamp = datetime.now(timezone.utc).strftime("%Y%m%d%H%M%S")
        return os.path.join(self.target_dir, f"{database}-{stamp}.sql")

    def run(self, database: str, compress: bool) -> str:
        target = self.filename_for(database)
        pipeline = f"{shlex.quote(self.dump_binary)} --no-owner --dbname={shlex.quote(database)}"
        if compress:
            target += ".gz"
            pipeline += " | gzip -9"
        pipeline += f" > {shlex.quote(target)}"
        subprocess.run(pipeline, shell=True, check=True, timeout=1800)
        return target

    def existing(self) -> list[str]:
        return sorted(n for n in os.listdir(self.target_dir) if n.endswith((".sql", ".sql.gz")))


def backup_service() -> BackupService:
    return BackupService(settings.PG_DUMP_BINARY, settings.BACKUP_DIR)


@method_decorator(staff_member_required, name="dispatch")
class BackupView(View):
    def get(self, request):
        return JsonResponse({"backups": backup_service().existing()})

    def post(self, request):
        form = BackupForm(request.POST)
        if not form.is_valid():
            return JsonResponse({"errors": form.errors}, status=400)
        database = form.cleaned_data["database"]
        if database not in settings.BACKUP_DATABASES:
            return JsonResponse({"error": "unknown database"}, status=404)
        path = backup_service().run(database, form.cleaned_data["compress"])
        return JsonResponse({"file": os.path.basename(path)}, status=201)
