from django.http import JsonResponse


def decorate(response, labels):
    for name, value in labels.items():
        response[name] = value
    return response


def order_status(request, order_id):
    labels = {"X-Order-Id": str(order_id)}
    trace = request.GET.get("trace_label")
    if trace:
        labels["X-Trace-Label"] = trace
    response = JsonResponse({"order": order_id, "status": "shipped"})
    return decorate(response, labels)
