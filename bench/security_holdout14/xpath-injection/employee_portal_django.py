from functools import lru_cache

from django import forms
from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.http import require_GET, require_POST
from lxml import etree


@lru_cache(maxsize=1)
def load_directory():
    return etree.parse(str(settings.BASE_DIR / "data" / "employees.xml"))


class BadgeLoginForm(forms.Form):
    badge_id = forms.CharField(max_length=40)
    pin = forms.CharField(max_length=12)

    def clean_badge_id(self):
        return self.cleaned_data["badge_id"].strip().upper()


class ExtensionForm(forms.Form):
    extension = forms.IntegerField(min_value=1000, max_value=9999)


def employee_fields(node):
    return {
        "name": node.findtext("name"),
        "department": node.findtext("department"),
        "extension": node.findtext("extension"),
    }


@require_POST
def badge_login(request):
    form = BadgeLoginForm(request.POST)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    badge = form.cleaned_data["badge_id"]
    pin = form.cleaned_data["pin"]
    query = "//employee[badge='%s' and pin='%s']" % (badge, pin)
    matches = load_directory().xpath(query)
    if not matches:
        return JsonResponse({"ok": False}, status=401)
    request.session["badge_id"] = matches[0].findtext("badge")
    return JsonResponse({"ok": True, "employee": employee_fields(matches[0])})


@require_GET
def by_extension(request):
    form = ExtensionForm(request.GET)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    nodes = load_directory().xpath("//employee[extension=$ext]", ext=str(form.cleaned_data["extension"]))
    return JsonResponse({"employees": [employee_fields(n) for n in nodes]})
