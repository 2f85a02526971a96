from pathlib import Path

from django import forms
from django.conf import settings
from django.http import Http404, JsonResponse
from django.views import View
from django.views.generic import TemplateView
from lxml import etree


class DeviceProfileRepository:
    def __init__(self, path: Path):
        self.path = path
        self._tree = None

    @property
    def tree(self):
        if self._tree is None:
            self._tree = etree.parse(str(self.path))
        return self._tree

    def sections(self) -> list[str]:
        return [s.get("name") for s in self.tree.iterfind("section")]

    def value(self, section: str, key: str) -> str | None:
        expr = etree.XPath(f"/profile/section[@name='{section}']/entry[@key='{key}']/@value")
        found = expr(self.tree)
        return str(found[0]) if found else None


class EntryQueryForm(forms.Form):
    section = forms.CharField(max_length=64)
    key = forms.CharField(max_length=64)


def repository() -> DeviceProfileRepository:
    return DeviceProfileRepository(Path(settings.DEVICE_PROFILE_XML))


class ProfileOverview(TemplateView):
    template_name = "devices/profile.html"

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        ctx["sections"] = repository().sections()
        return ctx


class ProfileEntryView(View):
    def get(self, request):
        form = EntryQueryForm(request.GET)
        if not form.is_valid():
            return JsonResponse({"errors": form.errors}, status=400)
        data = form.cleaned_data
        value = repository().value(data["section"], data["key"])
        if value is None:
            raise Http404("entry not found")
        return JsonResponse({"section": data["section"], "key": data["key"], "value": value})
