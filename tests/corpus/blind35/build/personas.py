def persona(firm, domain, trader, desk, phone, local=None):
    local = local or trader.lower().replace(' ', '.')
    return dict(firm=firm, trader=trader, desk=desk, phone=phone, email=f"{local}@{domain}",
                dealer=domain.split('.')[-2])
