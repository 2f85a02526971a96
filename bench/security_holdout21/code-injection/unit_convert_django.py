from django.http import JsonResponse

CONVERSIONS = {
    "c_to_f": lambda v: v * 9 / 5 + 32,
    "f_to_c": lambda v: (v - 32) * 5 / 9,
    "km_to_mi": lambda v: v * 0.621371,
}


def unit_convert(request):
    op = request.GET.get("op", "c_to_f")
    try:
        value = float(request.GET.get("value", "0"))
    except ValueError:
        return JsonResponse({"error": "value must be numeric"}, status=400)
    func = CONVERSIONS.get(op, CONVERSIONS["c_to_f"])
    result = func(value)
    return JsonResponse({"op": op, "result": result})
