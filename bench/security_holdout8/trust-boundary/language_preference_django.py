import zoneinfo

from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.views import View

SESSION_LANGUAGE_KEY = "ui_language"
SESSION_TZ_KEY = "ui_timezone"


def supported_languages():
    return {code for code, _name in settings.LANGUAGES}


class PreferenceValidator:
    def __init__(self, languages, timezones):
        self.languages = languages
        self.timezones = timezones

    def language(self, raw):
        code = (raw or "").strip().lower()
        if code not in self.languages:
            raise ValueError("unsupported language")
        return code

    def timezone(self, raw):
        name = (raw or "UTC").strip()
        if name not in self.timezones:
            raise ValueError("unknown time zone")
        return name


class PreferenceView(View):
    def get(self, request):
        return JsonResponse(
            {
                "language": request.session.get(SESSION_LANGUAGE_KEY, settings.LANGUAGE_CODE),
                "timezone": request.session.get(SESSION_TZ_KEY, "UTC"),
            }
        )

    def post(self, request):
        validator = PreferenceValidator(supported_languages(), zoneinfo.available_timezones())
        try:
            language = validator.language(request.POST.get("language"))
            tz_name = validator.timezone(request.POST.get("timezone"))
        except ValueError as exc:
            return HttpResponseBadRequest(str(exc))
        request.session[SESSION_LANGUAGE_KEY] = language
        request.session[SESSION_TZ_KEY] = tz_name
        return JsonResponse({"language": language, "timezone": tz_name})
