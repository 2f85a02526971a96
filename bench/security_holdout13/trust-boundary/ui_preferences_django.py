from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET, require_POST

PREFERENCE_CHOICES = {
    "theme": {"light", "dark", "high-contrast"},
    "language": {code for code, _ in settings.LANGUAGES},
    "density": {"compact", "comfortable"},
}
DEFAULTS = {"theme": "light", "language": "en", "density": "comfortable"}


class PreferenceSession:
    key = "ui_prefs"

    def __init__(self, session):
        self.session = session

    def load(self):
        return {**DEFAULTS, **self.session.get(self.key, {})}

    def save(self, prefs):
        self.session[self.key] = prefs

    def clear(self):
        self.session.pop(self.key, None)


@require_GET
def preferences_page(request):
    prefs = PreferenceSession(request.session).load()
    return render(request, "settings/preferences.html", {"prefs": prefs, "choices": PREFERENCE_CHOICES})


@require_POST
def update_preferences(request):
    changes = clean_preferences(request.POST)
    if changes is None:
        return HttpResponseBadRequest("invalid preference value")
    store = PreferenceSession(request.session)
    store.save({**store.load(), **changes})
    return JsonResponse(store.load())


@require_POST
def reset_preferences(request):
    PreferenceSession(request.session).clear()
    return JsonResponse(DEFAULTS)


def clean_preferences(data):
    cleaned = {}
    for name, allowed in PREFERENCE_CHOICES.items():
        value = data.get(name)
        if value is None:
            continue
        if value not in allowed:
            return None
        cleaned[name] = value
    return cleaned
