import ast

from django.http import JsonResponse
from django.views import View

DEFAULTS = {"columns": 3, "show_title": True, "colors": ["#222", "#eee"]}


class WidgetConfigParser:
    def parse(self, text):
        try:
            value = ast.literal_eval(text)
        except (ValueError, SyntaxError):
            return None
        return value if isinstance(value, dict) else None


class WidgetPreviewView(View):
    parser_class = WidgetConfigParser

    def post(self, request):
        config = self.parser_class().parse(request.POST.get("config", "{}"))
        if config is None:
            return JsonResponse({"error": "config must be a literal dict"}, status=400)
        merged = {**DEFAULTS, **{k: v for k, v in config.items() if k in DEFAULTS}}
        return JsonResponse({"config": merged})
