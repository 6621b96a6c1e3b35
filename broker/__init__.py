"""The bundled Apache Kafka broker, the topic layout, the record format and the client factories."""
