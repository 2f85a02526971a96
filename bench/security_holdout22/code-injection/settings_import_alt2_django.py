import ast

from django.contrib.auth.mixins import PermissionRequiredMixin
from django.http import JsonResponse
from django.views import View

from config.models import SiteSetting

MAX_FILE_BYTES = 64 * 1024
ALLOWED_TYPES = (str, int, float, bool, list, dict, type(None))


class SettingsImportView(PermissionRequiredMixin, View):
    permission_required = "config.change_sitesetting"
    raise_exception = True

    def post(self, request):
        upload = request.FILES.get("settings_file")
        if upload is None:
            return JsonResponse({"error": "settings_file is required"}, status=400)
        if upload.size > MAX_FILE_BYTES:
            return JsonResponse({"error": "file too large"}, status=413)

        try:
            source = upload.read().decode("utf-8")
        except UnicodeDecodeError:
            return JsonResponse({"error": "file must be UTF-8"}, status=400)

        try:
            values = ast.literal_eval(source)
        except (ValueError, SyntaxError) as exc:
            return JsonResponse({"error": f"could not parse settings: {exc}"}, status=400)

        if not isinstance(values, dict):
            return JsonResponse({"error": "settings file must contain a dict"}, status=400)

        updated = []
        for key, value in values.items():
            if not isinstance(key, str) or not isinstance(value, ALLOWED_TYPES):
                continue
            SiteSetting.objects.update_or_create(key=key, defaults={"value": value})
            updated.append(key)

        return JsonResponse({"updated": sorted(updated), "skipped": len(values) - len(updated)})
