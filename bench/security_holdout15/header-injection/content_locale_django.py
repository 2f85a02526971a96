from django.http import JsonResponse
from django.urls import path
from django.utils.translation import gettext as _
from django.utils.translation import override
from django.views import View
from django.views.decorators.cache import cache_control
from django.utils.decorators import method_decorator

SUPPORTED_LANGUAGES = ("en", "de", "fr", "es", "ja")
DEFAULT_LANGUAGE = "en"


class LanguageNegotiationMixin:
    query_param = "lang"

    def requested_language(self, request):
        candidate = request.GET.get(self.query_param) or request.COOKIES.get("lang") or DEFAULT_LANGUAGE
        return candidate if candidate in SUPPORTED_LANGUAGES else DEFAULT_LANGUAGE

    def finalize(self, response, language):
        response["Content-Language"] = language
        response["Vary"] = "Accept-Language, Cookie"
        return response


@method_decorator(cache_control(max_age=300), name="dispatch")
class HelpTopicView(LanguageNegotiationMixin, View):
    topics = {
        "billing": "How billing works",
        "export": "Exporting your data",
        "security": "Keeping your account secure",
    }

    def get(self, request, slug):
        language = self.requested_language(request)
        title = self.topics.get(slug)
        if title is None:
            return JsonResponse({"error": "not found"}, status=404)
        with override(language):
            payload = {"slug": slug, "title": _(title)}
        return self.finalize(JsonResponse(payload), language)


class LanguagesView(View):
    def get(self, request):
        return JsonResponse({"languages": list(SUPPORTED_LANGUAGES), "default": DEFAULT_LANGUAGE})


class HealthView(View):
    def get(self, request):
        return JsonResponse({"status": "ok"})


urlpatterns = [
    path("help/<slug:slug>/", HelpTopicView.as_view(), name="help-topic"),
    path("help/languages/", LanguagesView.as_view(), name="help-languages"),
    path("health/", HealthView.as_view(), name="health"),
]
