from django.http import HttpResponse, JsonResponse
from django.template import Context, Template
from django.urls import path
from django.views import View
from django.views.generic import TemplateView

NOTICE_TEMPLATE = Template(
    "<html><body>"
    "<h1>{{ title }}</h1><p>{{ detail }}</p>"
    '<a href="/">Back to dashboard</a>'
    "</body></html>"
)

KNOWN_CODES = {
    "expired": "Your session has expired",
    "forbidden": "You do not have access to that page",
    "maintenance": "We are performing scheduled maintenance",
}


class NoticeContextMixin:
    default_title = "Something went wrong"

    def notice_context(self, request):
        code = request.GET.get("code", "")
        return {
            "title": KNOWN_CODES.get(code, self.default_title),
            "detail": request.GET.get("reason", ""),
        }


class NoticePageView(NoticeContextMixin, View):
    def get(self, request):
        context = self.notice_context(request)
        return HttpResponse(NOTICE_TEMPLATE.render(Context(context)))


class NoticeCodesView(View):
    def get(self, request):
        return JsonResponse({"codes": sorted(KNOWN_CODES)})


class StatusView(TemplateView):
    template_name = "status.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        context["healthy"] = True
        return context


urlpatterns = [
    path("notice/", NoticePageView.as_view(), name="notice"),
    path("notice/codes/", NoticeCodesView.as_view(), name="notice-codes"),
    path("status/", StatusView.as_view(), name="status"),
]
