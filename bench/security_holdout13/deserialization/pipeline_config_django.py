import yaml
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def upload_pipeline(request):
    text = request.body.decode("utf-8")
    docs = []
    docs.append(text)
    source = docs[-1]
    config = yaml.load(source, Loader=yaml.Loader)
    stages = config.get("stages", []) if isinstance(config, dict) else []
    return JsonResponse({"stages": [str(s) for s in stages]})
