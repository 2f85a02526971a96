import ast
import json

from django.contrib.auth.mixins import UserPassesTestMixin
from django.http import JsonResponse
from django.views import View

from .models import FeatureFlag


def parse_flag_value(raw):
    raw = raw.strip()
    if not raw:
        return None
    try:
        return json.loads(raw)
    except ValueError:
        pass
    return ast.literal_eval(raw)


class StaffOnlyMixin(UserPassesTestMixin):
    def test_func(self):
        return self.request.user.is_staff


class FlagImportView(StaffOnlyMixin, View):
    def post(self, request):
        upload = request.FILES.get("flags")
        if upload is None:
            return JsonResponse({"error": "flags file required"}, status=400)

        imported, errors = [], []
        for lineno, line in enumerate(upload.read().decode("utf-8").splitlines(), 1):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            key, sep, raw_value = line.partition("=")
            if not sep:
                errors.append({"line": lineno, "error": "expected key=value"})
                continue
            try:
                value = parse_flag_value(raw_value)
            except (ValueError, SyntaxError) as exc:
                errors.append({"line": lineno, "error": str(exc)})
                continue
            FeatureFlag.objects.update_or_create(key=key.strip(), defaults={"value": value})
            imported.append(key.strip())

        return JsonResponse({"imported": imported, "errors": errors})


class FlagListView(StaffOnlyMixin, View):
    def get(self, request):
        flags = {f.key: f.value for f in FeatureFlag.objects.order_by("key")}
        return JsonResponse({"flags": flags})
